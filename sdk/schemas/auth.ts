import { z } from 'zod';
import { Role } from './users';

/**
 * The spec sends a fixed constant instead of a real device address; the server only records it.
 * Kept as one constant so the client and contracts agree.
 */
export const MAC_ADDRESS = '00:00:00:00:00:00';

export { ACCESS_TOKEN_KEY, ADMIN_TOKEN_HEADER } from './adminToken';

export const LoginRequest = z.object({
  username: z.string().trim().min(1, 'Username is required').max(100),
  password: z.string().min(1, 'Password is required').max(1000),
  macAddress: z.string().max(100),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Login answers outside the envelope (docs/api.md): the token, a message and when it expires. */
export const LoginResponse = z.object({
  token: z.string().min(1),
  message: z.string(),
  expiresAt: z.string(),
  /**
   * Issue 15, beyond the spec's answer (so optional for the spec's client): the signed-in role, and
   * true until a one-time password is replaced. The console asks /api/admin/account/me for both.
   */
  role: Role.optional(),
  mustChangePassword: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;
