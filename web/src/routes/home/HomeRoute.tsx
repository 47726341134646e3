import { ButtonLink } from '../../components/Button';
import { Card, CardDescription, CardTitle } from '../../components/Card';
import { PlusIcon } from '../../components/icons';
import { Page, PageHeader } from '../../layout/PageHeader';
import { useViewer } from '../../viewer/ViewerProvider';

/** The returner's start page (guarded: only approved returners get here). */
export function Component() {
  const viewer = useViewer();
  const firstName = viewer?.name.split(' ')[0] ?? '';
  return (
    <Page>
      <PageHeader title={`Welcome, ${firstName}`} subtitle="Return your empty cable drums in a few steps." />
      <Card>
        <CardTitle>Have empty drums to return?</CardTitle>
        <CardDescription>Add the drums, a few photos and the site location; we arrange the pickup.</CardDescription>
        <ButtonLink to="/pickup-request" className="mt-4">
          <PlusIcon className="size-4" />
          New Return
        </ButtonLink>
      </Card>
    </Page>
  );
}
