// Seeds the lists benchmark's database with plain SQL (generate_series), after the app has
// migrated it: 20 returner companies with one returner each, zones, transport companies, drum
// specs, and pickup requests spread over the companies, each with two drum lines and a photo row.
import pg from 'pg';
import { PICKUP_STATUSES } from '../../domain/statuses';
import { hashToken, newToken } from '../../services/auth/tokens';

const COMPANIES = 20;

export type Sessions = { returner: string; admin: string };

export async function seedWorld(client: pg.Client, adminEmail: string): Promise<Sessions> {
  await client.query(`
    insert into returner_companies (name, organization_number)
      select 'Returner ' || n, '556000-' || lpad(n::text, 4, '0') from generate_series(1, ${COMPANIES}) n;
    insert into users (name, email, password_hash, role, approved, reviewed, email_verified_at, returner_company_id)
      select 'Returner user ' || c.id, 'returner' || c.id || '@bench.example', 'x', 'returner', true, true, now(), c.id
      from returner_companies c;
    insert into zones (zone_number, name) select n, 'Zone ' || n from generate_series(1, 5) n;
    insert into transport_companies (name, organization_number)
      select 'Transport ' || n, '559000-' || lpad(n::text, 4, '0') from generate_series(1, 3) n;
    insert into drum_types (name) values ('Bench wood'), ('Bench steel');
    insert into drum_specs (name, drum_type_id, buyback_price)
      select 'Spec ' || n, (select min(id) from drum_types where name like 'Bench%') + n % 2, 100 + n
      from generate_series(1, 6) n;`);
  const token = async (email: string) => {
    const secret = newToken();
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at)
         select $1, id, now() + interval '1 day' from users where email = $2`,
      [hashToken(secret), email],
    );
    return secret;
  };
  return { returner: await token('returner1@bench.example'), admin: await token(adminEmail.toLowerCase()) };
}

/** Adds `count` requests, the newest last, with two drum lines and one photo row each. */
export async function seedRequests(client: pg.Client, count: number): Promise<void> {
  const statuses = `array[${PICKUP_STATUSES.map((s) => `'${s}'`).join(',')}]`;
  for (let done = 0; done < count; done += 10_000) {
    const batch = Math.min(10_000, count - done);
    await client.query(`
      with companies as (select array_agg(id order by id) ids from returner_companies),
      made as (
        insert into pickup_requests (status, address, latitude, longitude, zone_id, user_id, returner_company_id,
          assigned_transport_company_id, created_at, updated_at, confirmed_at, scheduled_pickup_date, draft_reminded_at)
        select (${statuses})[1 + n % ${PICKUP_STATUSES.length}], 'Storgatan ' || n, 59.3 + n % 100 / 1000.0, 18.0,
          (select min(id) from zones) + n % 5,
          (select id from users where returner_company_id = companies.ids[1 + n % ${COMPANIES}] limit 1),
          companies.ids[1 + n % ${COMPANIES}],
          case when n % 3 = 0 then (select min(id) from transport_companies) + n % 3 end,
          now() - (n || ' minutes')::interval, now(), now() - (n || ' minutes')::interval,
          case when n % 4 = 0 then now() + interval '3 days' end,
          -- In a pool in use, each draft's owner was reminded once as it turned a day old. Without
          -- this, the app's reminder job mailed some 9,000 seeded drafts to an SMTP port nobody
          -- listens on, and retried, during the measured runs: CPU the lists never cost.
          now()
        from companies, generate_series(${done + 1}, ${done + batch}) n
        returning id
      ),
      specs as (select array_agg(id order by id) ids from drum_specs where name like 'Spec %'),
      lines as (
        insert into pickup_request_drums (pickup_request_id, drum_spec_id, quantity)
        select made.id, specs.ids[1 + (made.id + k) % 6], 1 + made.id % 4 from made, specs, generate_series(0, 1) k
      )
      insert into pickup_request_images (pickup_request_id, storage_key, thumbnail_key, filename, content_type)
      select id, 'bench/' || id || '.jpg', 'bench/' || id || '-thumb.jpg', 'site.jpg', 'image/jpeg' from made`);
  }
  // Vacuumed as well as analyzed, as autovacuum would leave the tables soon after: otherwise its
  // pass over the freshly loaded tables lands in the first measured runs, on the same two cores.
  await client.query('vacuum analyze');
}
