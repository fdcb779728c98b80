import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { toFormData } from '../formData';
import {
  ClientCreate,
  ClientDelete,
  ClientFilter,
  ClientItem,
  ClientUpdate,
} from '../schemas/client';
import { DeletedId, apiSuccess } from '../schemas/envelope';

/** Client logos; anonymous callers get active ones only. A filter fetches one by id. */
export async function getClients(filter?: ClientFilter) {
  const body = filter ? parseInput(ClientFilter, filter) : undefined;
  return (await post('/api/clientSection/getall', body, apiSuccess(z.array(ClientItem)))).data;
}

/** Creates a client; the logo file is required. */
export async function createClient(fields: ClientCreate, clientImg: Blob) {
  const body = toFormData(parseInput(ClientCreate, fields), { clientImg });
  const answer = await post('/api/clientSection/create', body, apiSuccess(ClientItem));
  return { msg: answer.msg, client: answer.data };
}

/** Updates a client or flips its status; a new logo replaces the old one only when given. */
export async function updateClient(fields: ClientUpdate, clientImg?: Blob | null) {
  const body = toFormData(parseInput(ClientUpdate, fields), { clientImg });
  const answer = await post('/api/clientSection/update', body, apiSuccess(ClientItem));
  return { msg: answer.msg, client: answer.data };
}

export async function deleteClient(target: ClientDelete) {
  const body = parseInput(ClientDelete, target);
  const answer = await post('/api/clientSection/delete', body, apiSuccess(DeletedId));
  return { msg: answer.msg, id: answer.data._id };
}
