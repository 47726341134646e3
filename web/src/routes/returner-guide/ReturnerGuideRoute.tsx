import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardTitle } from '../../components/Card';
import { Page, PageHeader } from '../../components/PageHeader';
import { SupportContact } from '../../support/SupportContact';

/**
 * docs/specification.md section 2 makes it a one-word placeholder; the product makes it the guide a site worker
 * reads before booking: how to prepare the drums, which photos help, what the driver needs on
 * site, and what happens after sending.
 */
export function Component() {
  return (
    <Page>
      <PageHeader
        title="Return Guide"
        subtitle="How to get empty cable drums collected, from the site to the buyback."
      />
      <div className="space-y-4">
        <GuideCard title="1. Prepare the drums">
          <li>Empty the drums: no cable left on them, cable ends and nails removed.</li>
          <li>Stand them upright on firm, level ground, flanges undamaged where you can, side by side.</li>
          <li>Keep loose battens and bolts with their drum; a drum in parts still counts.</li>
          <li>Note each drum type and how many: the label or stencil on the flange names the type.</li>
        </GuideCard>
        <GuideCard title="2. Take the photos">
          <li>One photo of all the drums together, so the driver sees how many and how big.</li>
          <li>One of the way in: the gate, the road and where a truck can stand.</li>
          <li>Any damage close up: a broken flange changes what the drum is worth.</li>
          <li>Up to 6 photos, PNG, JPG or GIF, 10 MB each; the app shrinks them for you.</li>
        </GuideCard>
        <GuideCard title="3. Tell the driver about the site">
          <li>The address, and the point on the map where the drums stand.</li>
          <li>Whether you can load the truck, have a forklift, or a crane truck is needed.</li>
          <li>Gate codes, opening hours and who to ask, in Additional Information for Transporter.</li>
        </GuideCard>
        <GuideCard title="4. Save, then send">
          <li>
            Save Pickup Request keeps a draft: no transport company sees it yet. On{' '}
            <Link to="/returns" className={link}>
              My Returns
            </Link>
            , press Send Pickup Request on the draft to book the pickup.
          </li>
          <li>A transport company proposes a date when enough drums are ready in your zone.</li>
          <li>You are told when the date is confirmed and when the drums are collected, in the app and by email.</li>
          <li>Collected returns are listed under Completed, with their history.</li>
        </GuideCard>
        <Card>
          <CardTitle>Questions?</CardTitle>
          <div className="mt-3">
            <SupportContact />
          </div>
        </Card>
      </div>
    </Page>
  );
}

function GuideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">{children}</ul>
    </Card>
  );
}

const link =
  'inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-500';
