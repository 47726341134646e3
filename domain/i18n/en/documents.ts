// The documents' words: the statement PDF, the workbooks' sheets and headers, the calendar feeds
// (docs/languages.md). The English is what these documents said before they had languages, word
// for word: integrations and older sheets read it.
export const documents = {
  /** A buyback statement as a PDF and as a workbook (services/buyback/documentWriters.ts). */
  statement: {
    title: 'Buyback statement',
    /** The PDF's title in its properties; `month` as 2026-11. */
    pdfTitle: 'Buyback statement {month}',
    company: 'Company: {name}',
    organizationNumber: 'Organization number: {number}',
    /** `period` is the month in words ("November 2026"), `month` as 2026-11. */
    period: 'Period: {period} ({month})',
    status: 'Status: {status}',
    paymentReference: 'Payment reference: {reference}',
    /** The statement's state, by its stored name. */
    state: {
      draft: 'Draft',
      approved: 'Approved',
      paid: 'Paid',
    },
    /** What a line is, by its stored kind. */
    kind: {
      credit: 'Collected',
      adjustment: 'Adjustment (rolled back)',
      rent: 'Drum rent',
      forfeit: 'Drum charged in full',
      forfeit_reversal: 'Full charge reversed (drum returned)',
    },
    /** A tracked drum's line names its drum in the reference column. */
    drumReference: 'Drum {number}',
    /** The PDF table's column titles: narrow columns, so short words. */
    column: {
      reference: 'Reference',
      collected: 'Collected',
      line: 'Line',
      full: 'Full',
      minor: 'Minor',
      scrap: 'Scrap',
      missing: 'Missing',
      amount: 'Amount',
    },
    empty: 'No collections in this period.',
    total: 'Total: {amount}',
    /** The workbook's sheet; `month` as 2026-11. */
    sheet: 'Statement {month}',
    /** The workbook's labels above the lines, and its header row. */
    label: {
      company: 'Company',
      organizationNumber: 'Organization number',
      period: 'Period',
      status: 'Status',
      paymentReference: 'Payment reference',
      total: 'Total',
    },
    header: {
      reference: 'Reference',
      collected: 'Collected',
      line: 'Line',
      full: 'Full',
      minorDamage: 'Minor damage',
      scrap: 'Scrap',
      missing: 'Missing',
      amount: 'Amount',
    },
  },
  /** The buyback report's workbook: one sheet per table of the reports page. */
  report: {
    sheet: {
      months: 'Months',
      byType: 'By drum type',
      byZone: 'By zone',
      byTransportCompany: 'By transport company',
    },
    header: {
      month: 'Month',
      drumsCollected: 'Drums collected',
      pickupsCollected: 'Pickups collected',
      medianDays: 'Median days to collection',
      credited: 'Credited',
      paid: 'Paid',
      reusedKg: 'Reused (kg)',
      drumType: 'Drum type',
      full: 'Full',
      minorDamage: 'Minor damage',
      scrap: 'Scrap',
      missing: 'Missing',
      zone: 'Zone',
      drums: 'Drums',
      transportCompany: 'Transport company',
    },
  },
  /** The Returns Log's workbook (services/excel/returnsLogSheet.ts), its headers by column key. */
  returnsLog: {
    sheet: 'Returns Log',
    header: {
      reference: 'Reference',
      status: 'Status',
      returnerCompany: 'Returner Company',
      zone: 'Zone',
      transportCompany: 'Transport Company',
      address: 'Address',
      drums: 'Drums',
      totalDrums: 'Total Drums',
      buybackValue: 'Buyback Value',
      createdAt: 'Created',
      confirmedAt: 'Submitted',
      scheduledPickupDate: 'Scheduled Pickup',
      collectedAt: 'Collected',
      cancelledAt: 'Cancelled',
    },
  },
  /**
   * The master data sheets (services/excel/entities.ts), by entity: the sheet's name and each
   * column's header. The English headers are the column keys themselves, as sheets have always
   * had them; an import reads a column by its header in any language.
   */
  sheets: {
    drumTypes: {
      title: 'Drum types',
      columns: { id: 'id', name: 'name' },
    },
    drumSpecs: {
      title: 'Drum specifications',
      columns: {
        id: 'id',
        name: 'name',
        articleNumber: 'articleNumber',
        drumTypeId: 'drumTypeId',
        drumType: 'drumType',
        weight: 'weight',
        flangeDiameter: 'flangeDiameter',
        widthBetweenFlanges: 'widthBetweenFlanges',
        transportVolume: 'transportVolume',
        buybackPrice: 'buybackPrice',
        buybackPrice80: 'buybackPrice80',
        scrapHandlingFee: 'scrapHandlingFee',
        rentFreeDays: 'rentFreeDays',
        monthlyRentPercent: 'monthlyRentPercent',
        forfeitAfterDays: 'forfeitAfterDays',
        drumInfo: 'drumInfo',
        availableFor: 'availableFor',
      },
    },
    returnerCompanies: {
      title: 'Returner companies',
      columns: {
        id: 'id',
        name: 'name',
        organizationNumber: 'organizationNumber',
        email: 'email',
        address: 'address',
        contactPerson: 'contactPerson',
      },
    },
    transportCompanies: {
      title: 'Transport companies',
      columns: {
        id: 'id',
        name: 'name',
        organizationNumber: 'organizationNumber',
        contactPerson: 'contactPerson',
        email: 'email',
        phone: 'phone',
      },
    },
    users: {
      title: 'Users',
      columns: {
        id: 'id',
        name: 'name',
        email: 'email',
        role: 'role',
        approved: 'approved',
        active: 'active',
        phoneNumber: 'phoneNumber',
        company: 'company',
        companyOrgNumber: 'companyOrgNumber',
        division: 'division',
        returnerCompanyId: 'returnerCompanyId',
        transportCompanyId: 'transportCompanyId',
      },
    },
  },
  /** A company's calendar feed (services/calendarFeeds.ts): one event per scheduled pickup. */
  calendar: {
    name: 'Drum Returns: {name}',
    /** `shown` is the count as plain digits, as the feeds always wrote it; `count` picks the plural. */
    drums: '{count, plural, one {{shown} drum} other {{shown} drums}}',
    summary: 'Drum pickup {reference}: {drums}',
    where: '{drums} at {address}',
    /** `site` is the site's words below, joined with commas. */
    site: 'Site: {site}',
    loadingCapability: 'Loading capability',
    forklift: 'Forklift',
    craneTruck: 'Crane truck required',
    comments: 'Comments: {comments}',
  },
} as const;
