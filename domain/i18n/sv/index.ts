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
  },
  mail,
  notice,
  documents,
  setupWarnings,
};
