import type { AppServices } from '../services/appServices';
import type { ResponseCookies } from '../services/auth/cookies';
import type { UserRow } from '../services/auth/sessions';

export type Viewer = UserRow;

/** What every resolver gets: the process's services plus this request's viewer and cookies. */
export type Context = AppServices & {
  viewer: Viewer | null;
  sessionId: number | null;
  cookies: ResponseCookies;
  clientIp: string;
  /** For a transporter, the zones its company serves (pickup visibility); empty otherwise. */
  servedZoneIds: readonly number[];
};
