import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button, CancelButton } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { type PickerItem, SearchPicker } from '../../components/SearchPicker';
import { usePickerSearch } from '../../pickers/pickers';
import type { ApproveUserDialog_user$key } from './__generated__/ApproveUserDialog_user.graphql';

/** What approval does with a returner's company: the server's approveUser arguments. */
export type ApprovalChoice = { returnerCompanyId?: string; createCompany?: boolean };

/**
 * Approve's question (docs/roles.md, Approval): a returner joins the company whose organization
 * number matches the registration, another the admin picks, or one made from the registration.
 * Other roles have no company to choose, so the dialog only confirms.
 */
export function ApproveUserDialog({
  user: ref,
  busy,
  onApprove,
  onClose,
}: {
  user: ApproveUserDialog_user$key;
  busy: boolean;
  onApprove: (choice: ApprovalChoice) => void;
  onClose: () => void;
}) {
  const user = useFragment(
    graphql`
      fragment ApproveUserDialog_user on User {
        name
        email
        role
        company
        companyOrgNumber
        matchingReturnerCompany {
          id
          name
          organizationNumber
        }
      }
    `,
    ref,
  );
  const match = user.matchingReturnerCompany;
  const canCreate = Boolean(user.company?.trim() && user.companyOrgNumber?.trim());
  const [choice, setChoice] = useState<'match' | 'other' | 'create'>(match ? 'match' : canCreate ? 'create' : 'other');
  const [other, setOther] = useState<PickerItem | null>(null);
  const searchCompanies = usePickerSearch('returnerCompany');
  const { t } = useTranslation();
  const returner = user.role === 'returner';
  const groupName = useId();
  const ready = !returner || choice !== 'other' || other !== null;

  function approve() {
    if (!returner) return onApprove({});
    if (choice === 'match' && match) return onApprove({ returnerCompanyId: match.id });
    if (choice === 'create') return onApprove({ createCompany: true });
    if (other) onApprove({ returnerCompanyId: other.id });
  }

  const radio = 'size-5 shrink-0 accent-brand-700';
  const option = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2';
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('admin.approve.title')}
      actions={
        <>
          <CancelButton onClick={onClose} />
          <Button onClick={approve} disabled={busy || !ready}>
            {busy ? t('admin.approve.approving') : t('admin.approve.approve')}
          </Button>
        </>
      }
    >
      <p>{t('admin.approve.question', { name: user.name, email: user.email })}</p>
      {returner ? (
        <>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-medium">{t('admin.fields.company')}</dt>
            <dd className="break-words">{user.company || '-'}</dd>
            <dt className="font-medium">{t('admin.fields.orgNumber')}</dt>
            <dd className="break-words">{user.companyOrgNumber || '-'}</dd>
          </dl>
          <fieldset className="mt-4">
            <legend className="mb-1 font-medium text-slate-900 dark:text-slate-100">
              {t('admin.approve.returnerCompany')}
            </legend>
            {match ? (
              <label className={option}>
                <input
                  type="radio"
                  className={radio}
                  name={groupName}
                  checked={choice === 'match'}
                  onChange={() => setChoice('match')}
                />
                <span className="min-w-0 break-words">
                  {t('admin.approve.linkTo', { name: match.name, orgNumber: match.organizationNumber })}
                </span>
              </label>
            ) : null}
            <label className={option}>
              <input
                type="radio"
                className={radio}
                name={groupName}
                checked={choice === 'other'}
                onChange={() => setChoice('other')}
              />
              <span>{t('admin.approve.linkOther')}</span>
            </label>
            {choice === 'other' ? (
              <SearchPicker
                className="mb-2 ml-10"
                label={t('admin.fields.company')}
                placeholder={t('admin.approve.searchCompany')}
                emptyText={t('admin.noCompanies')}
                value={other}
                onChange={setOther}
                load={searchCompanies}
              />
            ) : null}
            {canCreate ? (
              <label className={option}>
                <input
                  type="radio"
                  className={radio}
                  name={groupName}
                  checked={choice === 'create'}
                  onChange={() => setChoice('create')}
                />
                <span className="min-w-0 break-words">
                  {t('admin.approve.createCompany', { name: user.company, orgNumber: user.companyOrgNumber })}
                </span>
              </label>
            ) : null}
          </fieldset>
        </>
      ) : null}
    </Dialog>
  );
}
