import { Page } from '../../layout/PageHeader';

/** spec.md section 2: a placeholder showing a single word. */
export function Component() {
  return (
    <Page>
      <h1 className="text-2xl font-bold">Help</h1>
    </Page>
  );
}
