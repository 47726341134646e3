// Times an Excel import of 5,000 new users through POST /api/users/import-excel (the whole app
// in-process on a fresh database), then the round trip of exporting and re-importing them.
// Run: npx tsx bench/import-users.ts [count]   (TEST_DATABASE_URL selects PostgreSQL)
import { summaryRow } from './report';
import { performance } from 'node:perf_hooks';
import { writeSheet, XLSX_CONTENT_TYPE } from '../services/excel/workbook';
import { createTestApp } from '../test/support/harness';

const count = Number(process.argv[2] ?? 5000);
const columns = [
  'id',
  'name',
  'email',
  'role',
  'approved',
  'active',
  'phoneNumber',
  'company',
  'companyOrgNumber',
  'division',
];

const t = await createTestApp();
try {
  const admin = await t.signIn('admin@example.com');
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Bench User ${i + 1}`,
    email: `bench-${i + 1}@example.com`,
    role: 'returner',
    approved: i % 3 !== 0,
    active: true,
    phoneNumber: `+46 70 ${String(i).padStart(7, '0')}`,
    company: `Company ${i % 50}`,
    companyOrgNumber: `55${String(i % 10000).padStart(4, '0')}-${String(i % 10000).padStart(4, '0')}`,
    division: i % 2 ? 'North' : null,
  }));

  let started = performance.now();
  const sheet = await writeSheet('Users', columns, rows);
  console.log(
    `built a ${count}-row sheet (${(sheet.length / 1024).toFixed(0)} KB) in ${(performance.now() - started).toFixed(0)} ms`,
  );

  const upload = async (bytes: Uint8Array) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], 'users.xlsx', { type: XLSX_CONTENT_TYPE }));
    const response = await admin.raw('POST', '/api/users/import-excel', { body: form });
    return { status: response.status, body: await response.json() };
  };

  started = performance.now();
  const first = await upload(sheet);
  const importMs = performance.now() - started;
  console.log(
    `import of ${count} new users: ${first.status} ${JSON.stringify(first.body)} in ${(performance.now() - started).toFixed(0)} ms`,
  );

  started = performance.now();
  const exported = new Uint8Array(await (await admin.raw('GET', '/api/users/export-excel')).arrayBuffer());
  console.log(`export of ${count + 1} users in ${(performance.now() - started).toFixed(0)} ms`);

  started = performance.now();
  const second = await upload(exported);
  console.log(
    `re-import of the export: ${second.status} ${JSON.stringify(second.body)} in ${(performance.now() - started).toFixed(0)} ms`,
  );
  summaryRow({
    figure: `import of ${count} users from .xlsx`,
    ours: `${importMs.toFixed(0)} ms`,
    baseline: '-',
    ratio: '-',
    target: '< 1.5 s',
    met: first.status === 200 && importMs < 1500,
  });
  if (first.status !== 200 || second.status !== 200) process.exitCode = 1;
} finally {
  await t.close();
}
