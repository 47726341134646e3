import { Page } from '../../components/PageHeader';

/** spec.md section 2: a placeholder showing a single word. */
export function Component() {
  return (
    <Page>
      <h1 className="text-2xl font-bold">Guide</h1>
    </Page>
  );
}
