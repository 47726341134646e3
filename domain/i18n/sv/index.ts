// The Swedish catalogue (docs/languages.md): the English one's keys, in the words the trade
// uses (one Swedish word per concept), the plain "du" of Swedish business software.
import type { Catalogue } from '../en';
import { common } from './common';
import { status } from './status';
import { pickups } from './pickups';
import { returns } from './returns';
import { messages } from './messages';
import { notifications } from './notifications';
import { buyback } from './buyback';
import { developers } from './developers';
import { account } from './account';
import { shell } from './shell';
import { operations } from './operations';
import { admin } from './admin';
import { masterData } from './masterData';
import { mail } from './mail';
import { notice } from './notice';
import { documents } from './documents';
import { setupWarnings } from './setupWarnings';
import { trackedDrumErrors, trackedDrums } from './trackedDrums';
import { drumAdmin, drumAdminErrors } from './drumAdmin';

export const sv: Catalogue = {
  common,
  status,
  pickups,
  returns,
  messages,
  notifications,
  buyback,
  developers,
  account,
  shell,
  operations,
  admin,
  masterData,
  trackedDrums,
  drumAdmin,
  language: {
    label: 'Språk',
    description: 'Språket i appen, dess mejl och dokument',
    visitorDescription: 'Appens språk på den här enheten',
    saved: 'Språket har sparats',
    saveFailed: 'Det gick inte att spara språket',
  },
  nav: {
    label: 'Huvudmeny',
    home: 'Hem',
    myReturns: 'Mina returer',
    myAccount: 'Mitt konto',
    logIn: 'Logga in',
    completed: 'Avslutade',
    more: 'Mer',
  },
  more: {
    title: 'Mer',
    darkMode: 'Mörkt läge',
    darkOn: 'Mörkt tema är på',
    lightOn: 'Ljust tema är på',
    credits: 'Krediter',
    creditsDescription: 'Vad dina hämtade trummor gav, månad för månad',
    guide: 'Returguide',
    guideDescription: 'Så förbereder och bokar du dina trumreturer',
    help: 'Hjälp',
    helpDescription: 'Kontakta supporten och få hjälp',
    developers: 'Utvecklare',
    developersDescription: 'API-nycklar och exempel för att ansluta egna system',
    calendarFeed: {
      title: 'Kalenderflöde',
      description:
        'Prenumerera på företagets planerade upphämtningar i din kalenderapp. Alla som har länken kan se dem, så dela den bara inom företaget.',
    },
  },
  login: {
    title: 'Logga in',
    subtitle: 'Logga in för att boka och följa dina trumreturer',
    password: 'Lösenord',
    submit: 'Logga in',
    submitting: 'Loggar in...',
    forgotPassword: 'Glömt lösenordet?',
    noAccount: 'Har du inget konto?',
    register: 'Skapa konto',
    transportCompany: 'Transportföretag?',
    partnerInformation: 'Information för partner',
    failed: 'Inloggningen misslyckades',
    invalidCredentials: 'Fel e-post eller lösenord',
    notVerified: 'E-postadressen är inte bekräftad',
    notVerifiedDescription: 'Bekräfta din e-postadress för att fortsätta. Länken finns i din inkorg.',
    checkInbox: 'Länken för att bekräfta finns i din inkorg.',
    resend: 'Skicka bekräftelsemejlet igen',
    resending: 'Skickar...',
    resent: 'Bekräftelsemejlet har skickats',
    resendFailed: 'Det gick inte att skicka bekräftelsemejlet',
    error: 'Fel',
  },
  fields: {
    email: 'E-post',
  },
  errors: {
    // The pickup request rules' messages (domain/validation/pickupRequest.ts).
    pickup: {
      noDrums: 'Lägg till minst en trumtyp',
      drumTypeRequired: 'Välj en trumtyp',
      quantityMin: 'Antalet måste vara minst 1',
      quantityInvalid: 'Ogiltigt antal',
      quantityDigitsOnly: 'Antal anges i hela tal: siffrorna 0-9. Andra tecken har tagits bort.',
      addressRequired: 'Adress krävs',
      latitudeRange: 'Latituden måste vara mellan -90 och 90',
      longitudeRange: 'Longituden måste vara mellan -180 och 180',
      addressTooLong: 'Adressen får ha högst 500 tecken',
      siteInformationRequired: 'Välj minst ett alternativ under platsinformation',
      commentsTooLong: 'Kommentaren får ha högst 500 tecken',
      noImages: 'Ladda upp minst ett foto',
      tooManyImages: 'Du kan ladda upp högst 6 bilder totalt',
      tooManyImagesFor: 'Du kan ladda upp högst {max} bilder totalt. Du har {current} bild(er) nu.',
      imageType: 'Endast PNG-, JPG- och GIF-bilder är tillåtna',
      imageTooLarge: 'Varje bild får vara högst 10 MB',
      imageDimensions: 'Bildens mått är för stora',
    },
    accountAnswers: {
      registered: 'Registreringen är klar. Bekräfta din e-post via mejlet innan du loggar in.',
      verified: 'E-postadressen är bekräftad. Nu kan du logga in.',
      badVerifyToken: 'Ogiltig eller utgången bekräftelselänk',
      resent: 'Om det finns ett obekräftat konto för den här e-postadressen har en ny bekräftelselänk skickats.',
      resetSent:
        'Om det finns ett konto för den här e-postadressen har en länk för att återställa lösenordet skickats.',
      badResetToken: 'Länken för att återställa lösenordet är ogiltig eller har gått ut.',
      passwordReset: 'Lösenordet har återställts. Nu kan du logga in.',
      invalidCredentials: 'Fel e-post eller lösenord',
      notVerified: 'Bekräfta din e-post för att fortsätta. Titta efter bekräftelselänken i din inkorg.',
      deactivated: 'Kontot har inaktiverats',
      wrongCurrentPassword: 'Nuvarande lösenord är fel',
      passwordChanged: 'Ditt lösenord har ändrats',
      loggedOut: 'Utloggad',
    },
    account: {
      passwordMismatch: 'Lösenorden stämmer inte överens',
      orgNumberRequired: 'Ange ert organisationsnummer',
      orgNumberFormat: 'Organisationsnumret ska ha formatet xxxxxx-xxxx (t.ex. 123456-7890)',
      passwordTooShort: 'Lösenordet måste ha minst 6 tecken',
      passwordTooLong: 'Lösenordet får ha högst 1000 tecken',
      currentPasswordRequired: 'Ange ditt nuvarande lösenord',
      confirmPasswordRequired: 'Bekräfta ditt lösenord',
      emailRequired: 'E-post krävs',
      registrationEmailRequired: 'E-post krävs',
      nameRequired: 'Namn krävs',
      phoneRequired: 'Telefonnummer krävs',
      companyRequired: 'Företagsnamn krävs',
      passwordRequired: 'Lösenord krävs',
      loginRequired: 'E-post och lösenord krävs',
      invalidEmail: 'Ange en giltig e-postadress',
      tokenRequired: 'Ingen bekräftelsekod angiven',
      resetTokenRequired: 'Ingen återställningskod angiven',
    },
    userRules: {
      notYourself: 'Du kan inte göra detta med ditt eget konto',
    },
    listPages: {
      limit: 'limit måste vara ett heltal från 1 till 2000',
      after:
        'after måste vara en markör som den här listan har lämnat ut (endCursor, eller i REST Link-huvudet på sidan före)',
    },
    apiTokens: {
      invalid: 'Ogiltig eller utgången API-token',
      nameRequired: 'Namn krävs',
      scopesRequired: 'Välj minst en behörighet: READ eller WRITE',
      expiryInPast: 'Utgångsdatumet måste ligga i framtiden',
      notFound: 'API-token hittades inte',
      readOnly: 'Den här API-token får bara läsa',
      personOnly: 'Bara en inloggad person får göra detta, inte en API-token',
      tooMany: 'För många anrop med den här API-token. Försök igen om en minut.',
    },
    access: {
      notFound: 'Upphämtningen hittades inte',
      notAllowed: 'Du får inte ändra den här upphämtningen',
      onlyDrafts: 'Bara upphämtningar som är utkast kan redigeras',
      notEditable: 'Hämtade eller avbrutna upphämtningar kan inte redigeras',
      notDeletable: 'Den här upphämtningen kan inte längre tas bort',
      notDraft: 'Bara upphämtningar som är utkast kan skickas',
    },
    text: {
      forbiddenCharacter: 'Innehåller ett tecken som inte är tillåtet',
      tooLong: 'Får vara högst {max} tecken',
    },
    locale: {
      unknown: 'Språket måste vara ett av: en, sv',
    },
    message: {
      empty: 'Skriv ett meddelande eller bifoga ett foto',
      tooManyFiles: 'För många filer',
      tooManyPhotos: 'Du kan bifoga högst 3 foton',
      tooLong: 'Meddelanden får ha högst 2000 tecken',
      closed: 'Den här upphämtningen tar inte emot fler meddelanden: hämtade och avbrutna upphämtningar är avslutade',
      sent: 'Meddelandet har skickats',
      sendFailed: 'Det gick inte att skicka meddelandet',
      fetchFailed: 'Det gick inte att hämta meddelandena',
    },
    admin: {
      zoneNumber: 'Zonnumret måste vara ett positivt heltal',
      nameRequired: 'Namn krävs',
      zoneTooFewPoints: 'En zon behöver minst 4 punkter',
      zoneTooManyPoints: 'En zon får ha högst 20 punkter',
      depotLatitude: 'Depåns latitud måste vara mellan -90 och 90',
      depotLongitude: 'Depåns longitud måste vara mellan -180 och 180',
      invalidPoint: 'Varje punkt behöver en latitud mellan -90 och 90 och en longitud mellan -180 och 180',
      companyNameRequired: 'Företagsnamn krävs',
      orgNumberRequired: 'Organisationsnummer krävs',
      orgNumberFormat: 'Organisationsnumret ska ha formatet xxxxxx-xxxx',
      invalidEmail: 'Ange en giltig e-postadress',
      validEmailRequired: 'En giltig e-postadress krävs',
      contactNameRequired: 'Kontaktpersonens namn krävs',
      thresholdPositive: 'Tröskeln (minsta antal trummor) måste vara ett positivt heltal',
      zoneRequired: 'Zon krävs',
      duplicateZone: 'Varje zon kan bara anges en gång',
      passwordTooShort: 'Lösenordet måste ha minst 6 tecken',
      roleInvalid: 'Rollen måste vara returner, transporter eller admin',
      returnerCompanyId: 'Kundföretaget måste vara ett positivt heltal',
      transportCompanyRequired: 'En transportör behöver ett transportföretag',
      typeNameRequired: 'Namn på trumtypen krävs',
      specNameRequired: 'Namn/märkning krävs',
      drumTypeRequired: 'Trumtyp krävs',
      availableFor: 'Tillgänglig för måste vara returner eller admin',
    },
    specNumbers: {
      weight: 'Vikten måste vara positiv',
      flangeDiameter: 'Flänsdiametern måste vara positiv',
      widthBetweenFlanges: 'Bredden mellan flänsar måste vara positiv',
      transportVolume: 'Transportvolymen måste vara positiv',
      buybackPrice: 'Återköpspriset måste vara positivt',
      buybackPrice80: 'Återköpspriset 80 % måste vara positivt',
      scrapHandlingFee: 'Hanteringsavgiften för skrot måste vara positiv',
    },
    zoneRules: {
      crossesItself: 'Zonens gräns får inte korsa sig själv',
    },
    days: {
      day: 'Datumet måste vara en dag i formatet ÅÅÅÅ-MM-DD',
    },
    pickupList: {
      search: 'Sökningen får ha högst 200 tecken',
      status:
        'Status måste vara en av: draft, pending_confirmation, reported, ready_for_pickup, awaiting_pickup, awaiting_assignment, assigned, pickup_scheduled, acknowledged, collected, cancelled',
      section: 'section måste vara en av: new, scheduled, completed',
      order:
        'orderBy måste vara en av: CREATED_AT_DESC, CREATED_AT_ASC, UPDATED_AT_DESC, UPDATED_AT_ASC, REFERENCE_DESC, REFERENCE_ASC, ADDRESS_ASC, ADDRESS_DESC',
      id: 'Måste vara id för en befintlig post',
      range: 'createdFrom får inte vara efter createdTo',
    },
    buyback: {
      countInteger: 'Antalen måste vara heltal från 0 till 10 000',
      missingMismatch: 'Saknade trummor är de angivna trummor som inte hittades',
      lineNotOnRequest: 'Trumraden finns inte på den här upphämtningen',
      lineTwice: 'Varje trumrad får räknas en gång',
      collectorNameTooLong: 'Hämtarens namn får ha högst 254 tecken',
      statementNotFound: 'Avräkningen hittades inte',
      approveEmpty: 'En tom avräkning kan inte godkännas',
      approveTwice: 'Den här avräkningen är redan godkänd',
      payUnapproved: 'Bara en godkänd avräkning kan markeras som betald',
      paymentReferenceRequired: 'Betalningsreferens krävs',
      paymentReferenceTooLong: 'Betalningsreferensen får ha högst 254 tecken',
      monthInvalid: 'Månaden måste anges som ÅÅÅÅ-MM',
      tooManyPhotos: 'Högst 6 foton av skador',
      collectionNotFound: 'Den här upphämtningen har inget bevis på hämtning',
      noExtrasToReview: 'Den här hämtningen har inga trummor utöver det angivna antalet som väntar på granskning',
    },
    listSearch: {
      search: 'Sökningen får ha högst 200 tecken',
    },
    userList: {
      search: 'Sökningen får ha högst 200 tecken',
      role: 'Rollen måste vara en av: admin, transporter, returner',
    },
    transitions: {
      roleMayNot: 'Du får inte göra detta med en upphämtning',
      wrongState: 'Det här går inte i upphämtningens nuvarande status',
      pastDate: 'Upphämtningsdatumet kan inte ligga bakåt i tiden',
      noRollbackTarget: 'Upphämtningen kan inte återställas till den statusen',
      rollbackNeedsDate: 'Bara en upphämtning med ett upphämtningsdatum kan återställas till Upphämtning planerad',
    },
    webhooks: {
      urlInvalid: 'Ange en giltig URL',
      urlHttps: 'URL:en måste börja med https://',
      urlPrivate: 'URL:en måste peka på en offentlig adress, inte en loopback- eller privat adress',
      urlTooLong: 'URL:en får ha högst 2000 tecken',
      eventsRequired: 'Välj minst en händelse',
      notFound: 'Webhook-slutpunkten hittades inte',
    },
    returnerCompanies: {
      notFound: 'Kundföretaget hittades inte',
    },
    transportCompanies: {
      notFound: 'Transportföretaget hittades inte',
      contactNotFound: 'Kontaktpersonen hittades inte',
      zoneNotFound: 'Zonen hittades inte',
    },
    trackedDrums: trackedDrumErrors,
    drumAdmin: drumAdminErrors,
    idempotency: {
      keyInvalid: 'Idempotency-Key ska vara 1–128 synliga ASCII-tecken',
      clientRequestIdInvalid: 'clientRequestId ska vara 1–128 synliga ASCII-tecken',
      reused: 'Nyckeln har redan använts för en begäran med andra fält eller filer',
    },
    clientTime: {
      ahead: 'Tiden ligger före serverns klocka',
      tooOld: 'Tiden är mer än 30 dagar sedan',
    },
    drums: {
      typeNotFound: 'Trumtypen hittades inte',
      specNotFound: 'Trumspecifikationen hittades inte',
      typeNameTaken: 'Det finns redan en trumtyp med det här namnet',
      typeInUse: 'En trumtyp som används av trumspecifikationer kan inte tas bort',
      specInUse: 'En trumspecifikation som används av upphämtningar kan inte tas bort',
    },
    zones: {
      notFound: 'Zonen hittades inte',
      hasPendingPickups: 'En zon med väntande upphämtningar kan inte tas bort',
    },
    users: {
      notFound: 'Användaren hittades inte',
      emailTaken: 'Det finns redan ett konto med den här e-postadressen',
      returnerCompanyNotFound: 'Kundföretaget hittades inte',
      transportCompanyNotFound: 'Transportföretaget hittades inte',
      notPending: 'Bara väntande användare kan avvisas',
    },
    approval: {
      oneChoice: 'Välj ett kundföretag eller skapa ett, inte båda',
      onlyReturners: 'Bara kunder hör till ett kundföretag',
      noRegistrationCompany: 'Registreringen anger inget företagsnamn och organisationsnummer att skapa ett företag av',
    },
    bulk: {
      notApplied: 'Inte genomfört: andra upphämtningar i omgången nekades',
      tooMany: 'Högst 100 upphämtningar åt gången',
      none: 'Välj minst en upphämtning',
    },
    pickupResults: {
      imageNotFound: 'Bilden hittades inte',
      changedMeanwhile: 'Upphämtningen har ändrats under tiden; ladda om den och försök igen',
    },
    schedule: {
      contactOfOtherCompany: 'Kontaktpersonen måste höra till det valda transportföretaget',
      contactWithoutCompany: 'Välj ett transportföretag för kontaktpersonen',
      transportCompanyNotFound: 'Transportföretaget hittades inte',
      contactNotFound: 'Kontaktpersonen hittades inte',
      onlyOwnCompany: 'En transportör kan bara planera upphämtningar för sitt eget företag',
    },
    excel: {
      tooLarge: 'Filen är för stor (gränsen är 5 MB)',
      notXlsx: 'Filen måste vara en Excel-arbetsbok (.xlsx)',
      bomb: 'Arbetsboken packas upp till för mycket data',
      noFile: 'Välj en .xlsx-fil att importera',
      tooManyRows: 'Arbetsboken har för många rader (gränsen är 20000)',
      noSheet: 'Arbetsboken har inget kalkylblad',
    },
    adminPickups: {
      userNotInCompany: 'Användaren måste höra till det valda kundföretaget',
      userNotReturner: 'Välj en kund',
      transportCompanyOnlyWhenScheduled: 'Transportföretaget kan bara ändras medan upphämtningen är planerad',
    },
    calendarFeeds: {
      notFound: 'Företaget hittades inte',
    },
    integrations: {
      companyNotFound: 'Företaget hittades inte',
      oneCompany: 'Ange ett kundföretag eller ett transportföretag, inte båda',
    },
    routes: {
      notFound: 'Rutten hittades inte',
      nothingWaiting: 'Inget stopp på den här rutten väntar längre',
    },
    pickupRest: {
      deleted: 'Upphämtningen har tagits bort',
      imageDeleted: 'Bilden har tagits bort',
      notMultipart: 'En multipart/form-data-kropp förväntades',
      tooLarge: 'Uppladdningen är för stor',
    },
    messageRest: {
      markedRead: 'Meddelandena har markerats som lästa',
    },
    zoneRest: {
      once: 'Ange zonens gräns en gång, som zoneDefinition',
    },
    trustedDocuments: {
      onlyTrusted: 'Bara appens egna operationer får skickas med en session; integrationer använder en API-token',
      unknown: 'Okänt dokument-id',
    },
  },
  mail,
  notice,
  documents,
  setupWarnings,
};
