import type { Catalogue } from '../en';

export const mail: Catalogue['mail'] = {
  signature: 'Drum Returns',
  greeting: 'Hej {name}!',
  verification: {
    subject: 'Bekräfta din e-post för Drum Returns',
    thanks: 'Tack för att du registrerade dig hos Drum Returns. Bekräfta din e-postadress.',
    approval: 'Efter bekräftelsen godkänner en administratör ditt konto.',
    link: 'Bekräfta e-post',
  },
  reset: {
    subject: 'Återställ ditt lösenord för Drum Returns',
    asked: 'Någon har bett om att återställa lösenordet för ditt konto hos Drum Returns. Länken gäller i 1 timme.',
    notYou: 'Om det inte var du kan du bortse från det här mejlet.',
    link: 'Återställ lösenord',
  },
  accountExists: {
    subject: 'Ditt konto hos Drum Returns',
    tried: 'Någon försökte skapa ett konto hos Drum Returns med den här e-postadressen, som redan har ett.',
    ifYou:
      'Om det var du kan du logga in, eller återställa lösenordet om du har glömt det. Annars kan du bortse från det här mejlet.',
    link: 'Återställ lösenord',
  },
  approval: {
    subject: 'Ditt konto hos Drum Returns är godkänt',
    approved: 'En administratör har godkänt ditt konto hos Drum Returns.',
    logInAt: 'Nu kan du logga in: {url}',
    link: 'Logga in',
  },
  webhookDisabled: {
    subject: 'Webhook-mottagare avstängd',
    disabled:
      'Webhook-mottagaren {url} har stängts av: leveranserna till den misslyckades under hela schemat för nya försök (senast {reason}).',
    waiting: 'Ej levererade händelser väntar på den. Rätta mottagaren och slå sedan på den igen på sidan Utvecklare.',
    answered: 'den svarade HTTP {status}',
    unreachable: 'den gick inte att nå ({error})',
    link: 'Öppna sidan Utvecklare',
  },
  unsentDraft: {
    subject: '{reference} är sparad men inte skickad',
    saved: 'Din upphämtning {reference} sparades som utkast för en dag sedan och har inte skickats.',
    send: 'Inget transportföretag ser den förrän du skickar den: öppna den i Mina returer och tryck på Boka upphämtning.',
    link: 'Öppna Mina returer',
  },
  drumReminder: {
    subject: 'Trummor på dina platser börjar snart kosta',
    intro:
      'De här trummorna på dina platser börjar kosta hyra, eller debiteras fullt, inom {days, plural, one {# dag} other {# dagar}}. Boka upphämtning i tid:',
    site: 'På {address}:',
    rentFrom: '{number}: hyra från {day}',
    chargedInFull: '{number}: debiteras fullt {day}',
    rentAndCharge: '{number}: hyra från {day}, debiteras fullt {forfeitDay}',
    more: 'och {count, plural, one {# trumma till} other {# trummor till}}',
    book: 'Boka upphämtning av de här trummorna',
  },
  route: {
    subject: 'Rutt klar: {drums} i {zone} ({stops, plural, one {# stopp} other {# stopp}})',
    zone: 'Zon {number} - {name}',
    drums: '{count, plural, one {# trumma} other {# trummor}}',
    summary:
      '{stops, plural, one {# stopp} other {# stopp}}, {drums}, cirka {km} km och {duration} körning{estimated, select, yes { (uppskattat från fågelvägen)} other {}}.',
    hours: '{hours} h {minutes} min',
    minutes: '{minutes} min',
    waiting: 'Det väntar tillräckligt många trummor i {zone} för en upphämtningsrunda.',
    comments: 'Kommentarer: {comments}',
    map: 'Öppna rutten på en karta',
    portal: 'Planera stoppen i portalen',
  },
};
