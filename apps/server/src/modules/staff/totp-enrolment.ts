import type { TStaffEnrolment } from '@placar/contract';
import QRCode from 'qrcode';
import type { Platform } from '../../platform/context';
import { newTotpSecret, otpauthUri } from '../account';
import { openSecret, sealSecret } from './secret-box';

const ISSUER = 'Placar Back Office';

export const seal = (platform: Platform, secret: string) => sealSecret(platform.config.jwtSecret, secret);
export const unseal = (platform: Platform, sealed: string) => openSecret(platform.config.jwtSecret, sealed);

/** A new authenticator secret, sealed for storage. */
export const newSealedSecret = (platform: Platform) => seal(platform, newTotpSecret());

/** What the member scans: the secret, its otpauth URI and a QR code of it. */
export async function enrolmentOf(
  platform: Platform,
  sealed: string,
  email: string,
): Promise<TStaffEnrolment> {
  const secret = unseal(platform, sealed);
  const uri = otpauthUri(secret, ISSUER, email);
  return {
    secret,
    otpauthUri: uri,
    qrDataUrl: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
  };
}
