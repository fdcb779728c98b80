import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP (RFC 6238) through otpauth: SHA-1, 6 digits, 30 s, the parameters every authenticator app
 * reads from a QR code. A code is accepted for the step before and after the current one (clock
 * drift of a phone); which step matched is returned so the caller can refuse it a second time.
 */
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

/** Who issues the codes, as the authenticator app lists the account. */
export interface TotpIssuer {
  issuer: string;
  label: string;
}

const totpFor = (secret: string, issuer?: TotpIssuer) =>
  new TOTP({
    issuer: issuer?.issuer ?? '',
    label: issuer?.label ?? '',
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 160 random bits (RFC 4226's recommended length), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI that an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, issuer: TotpIssuer): string =>
  totpFor(secret, issuer).toString();

/** The time step a code is for, or null when it matches none within the drift window. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The current code of a secret (tests, and the e2e journey, compute codes the same way). */
export const currentCode = (secret: string, now = Date.now()): string =>
  totpFor(secret).generate({ timestamp: now });

/**
 * The QR code as an SVG data URL, made here so the console ships no QR encoder; an <img> shows
 * it (an SVG in an <img> runs no script, and the CSP allows data: images).
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
