// The buyback namespace of the English catalogue (docs/languages.md): proofs of collection,
// credits, monthly statements, the home figures and the Credits page.
export const buyback = {
  /** A collection's credit; `amount` comes formatted. */
  credit: 'Credit: {amount}',
  /** A collected card's credit, the amount in bold. */
  creditLine: 'Credit: <bold>{amount}</bold>',
  creditDiffers: 'differs from what was declared',
  tryAgain: 'Please try again.',
  proof: {
    title: 'Proof of collection',
    collected: 'Collected {when}',
    collectedBy: 'Collected {when} by {name}',
    differs: 'Differs from what was declared',
    asDeclared: 'As declared',
    /** A drum line: its specification, drum type and the drums declared. */
    declared: '{spec} ({type}): {drums} declared',
    photos: 'Photos of damage',
  },
  /** The drums of a line by the condition found, joined with commas. */
  condition: {
    full: '{drums} full',
    minorDamage: '{drums} minor damage',
    scrap: '{drums} scrap',
    missing: '{drums} missing',
    extra: '{drums} more than declared',
  },
  extras: {
    accepted: '{count, plural, one {# drum} other {# drums}} beyond the declared quantity: accepted and credited',
    refused:
      '{count, plural, one {# drum} other {# drums}} beyond the declared quantity: refused, the declared drums are credited',
    waiting:
      "{count, plural, one {# drum} other {# drums}} beyond the declared quantity wait for an admin's review; until then the declared drums are credited",
    acceptedToast: 'Extra drums accepted',
    refusedToast: 'Extra drums refused',
    notSaved: 'Review not saved',
    accept: 'Accept extra drums',
    refuse: 'Refuse extra drums',
  },
  figures: {
    label: 'Figures',
    drumsReturnedThisYear: 'Drums returned this year',
    creditThisYear: 'Credit this year',
    pickupsThisWeek: 'Pickups this week',
    openRequests: 'Open requests',
    overduePickups: 'Overdue pickups',
    statementsToApprove: 'Statements to approve',
    collectionsToReview: 'Collections to review',
  },
  statement: {
    draft: 'Draft',
    approved: 'Approved',
    paid: 'Paid',
    total: 'Total: {amount}',
    lineCount: '{count, plural, one {# line} other {# lines}}',
    paymentReference: 'Payment reference {reference}',
    waitingForApproval: 'Waiting for approval',
    /** `references`: the requests' reference numbers, joined with commas. */
    extrasWaiting: 'Cannot be approved yet: drums beyond the declared quantity wait for review on {references}',
    lines: 'Lines',
    adjustment: 'adjustment (rolled back)',
    /** A tracked drum's line (docs/tracked-drums.md, "Money"), by its kind; `number` is the drum's. */
    drumLine: {
      rent: 'Rent of drum {number}',
      forfeit: 'Drum {number} charged in full',
      forfeit_reversal: 'Full charge of drum {number} reversed: the drum was returned',
    },
    conditions: '{full} full, {minorDamage} minor damage, {scrap} scrap, {missing} missing',
    downloadPdf: 'Download PDF',
    downloadExcel: 'Download Excel',
  },
  credits: {
    title: 'Credits',
    subtitle: 'What your collected drums earned: one statement per month, paid once approved.',
    empty: 'No credits yet. A statement starts with your first collected pickup.',
    statements: 'Statements',
    showOlder: 'Show older statements',
  },
} as const;
