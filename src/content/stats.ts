/** The words of the operator's audience figures: /stats (src/pages/stats.tsx) and its blocks (src/sections/stats/). */
export const stats = {
  title: 'Audience figures',
  intro:
    'Views, visits, leads and calls counted by this website itself: daily totals only, with nothing that tells one visitor from another. Days are UTC.',
  signedIn: 'Behind the dashboard password (any user name is accepted).',
  period: {
    title: 'Period',
    /** Between the first and the last day shown. */
    through: 'to',
    length: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
    preset: (days: number) => `Last ${days} days`,
    rangeLegend: 'Or choose dates',
    from: 'From',
    to: 'To',
    show: 'Show',
    csv: 'Download the figures (CSV)',
    csvBy: { page: 'by page', source: 'by source', campaign: 'by campaign' },
  },
  totals: {
    title: 'Totals',
    views: 'Views',
    entries: 'Visits',
    leads: 'Messages',
    bookings: 'Calls booked',
    lost: 'Views lost',
    lostNote: 'Views the database could not count.',
  },
  chart: {
    title: 'Views and visits per day',
    label: (from: string, to: string, views: string, entries: string) =>
      `Views and visits per day from ${from} to ${to}: ${views} views and ${entries} visits in all.`,
    views: 'Views',
    entries: 'Visits',
    tableSummary: 'The numbers, day by day',
    day: 'Day',
    empty: 'Nothing was counted in this period yet.',
  },
  blocks: {
    pages: { title: 'Top pages', keyColumns: ['Page'], empty: 'No page was viewed in this period.' },
    sources: {
      title: 'Where visits came from',
      keyColumns: ['Source'],
      empty: 'No visit came in this period.',
      note: '“direct”: no referring site; “unknown”: counted without JavaScript.',
    },
    campaigns: {
      title: 'Campaigns',
      keyColumns: ['utm_source', 'utm_medium', 'utm_campaign'],
      empty: 'No visit came from a link tagged with a campaign (utm_source, utm_medium, utm_campaign).',
    },
    countries: {
      title: 'Countries',
      keyColumns: ['Country'],
      empty: 'No view in this period.',
      blank: 'unknown',
    },
    devices: { title: 'Devices', keyColumns: ['Device'], empty: 'No view in this period.' },
    landings: {
      title: 'Conversion by landing page',
      keyColumns: ['First page of the visit'],
      empty: 'No visit started in this period.',
      note: 'A message or a call counts for the page its visit started on.',
    },
    notFound: {
      title: 'Addresses not found',
      keyColumns: ['Address'],
      empty: 'No broken link was followed in this period.',
      note: 'Someone followed a link here and got the 404 page: worth a redirect or a fixed link.',
    },
  },
  sentFrom: {
    title: 'Messages and calls by the page they were sent from',
    page: 'Page',
    leads: 'Messages',
    calls: 'Calls booked',
    unrecorded: 'not recorded',
    note: 'Counted from the records themselves, cancelled calls included.',
    empty: 'No message was sent and no call booked in this period.',
  },
  columns: { views: 'Views', entries: 'Visits', leads: 'Messages', bookings: 'Calls', rate: 'Rate' },
  /** Where D1 could not be read: the page still answers. */
  unavailable: 'The figures cannot be read just now. Please try again in a moment.',
} as const;
