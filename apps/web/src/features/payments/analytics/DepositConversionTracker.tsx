import { useDepositConversion } from './deposit-conversion';

/** Mounted once in the shell for signed-in bettors: runs the deposit-conversion poll (seed 000 section 4). */
export function DepositConversionTracker() {
  useDepositConversion();
  return null;
}
