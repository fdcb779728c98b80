import { post } from '../client';
import { parseInput } from '../errors';
import { apiSuccess } from '../schemas/envelope';
import { SecurityOverview, SecuritySettings } from '../schemas/twoFactor';

/** The site's sign-in rules and the admins still without two-factor (admins only). */
export async function securitySettings(): Promise<SecurityOverview> {
  return (await post('/api/admin/security/getall', {}, apiSuccess(SecurityOverview))).data;
}

/** Switches "require two-factor for admins"; 409 while the caller has no two-factor of their own. */
export async function updateSecuritySettings(input: SecuritySettings): Promise<SecurityOverview> {
  const body = parseInput(SecuritySettings, input);
  return (await post('/api/admin/security/update', body, apiSuccess(SecurityOverview))).data;
}
