import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { DeletedId, apiSuccess } from '../schemas/envelope';
import { User, UserChange, UserCreate, UserCreated, UserDelete } from '../schemas/users';

/** Every staff account (admins only). */
export async function listUsers(): Promise<User[]> {
  return (await post('/api/admin/users/getall', {}, apiSuccess(z.array(User)))).data;
}

/** Creates a user; the answer holds its one-time password, shown to the admin once. */
export async function createUser(input: UserCreate): Promise<UserCreated> {
  const body = parseInput(UserCreate, input);
  return (await post('/api/admin/users/create', body, apiSuccess(UserCreated))).data;
}

/** Changes a user's role and/or disabled flag; 409 if no active admin would remain. */
export async function updateUser(change: UserChange): Promise<User> {
  const body = parseInput(UserChange, change);
  return (await post('/api/admin/users/update', body, apiSuccess(User))).data;
}

export async function deleteUser(target: UserDelete): Promise<DeletedId> {
  const body = parseInput(UserDelete, target);
  return (await post('/api/admin/users/delete', body, apiSuccess(DeletedId))).data;
}
