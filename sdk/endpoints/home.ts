import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { toFormData } from '../formData';
import { apiSuccess, nonEmptyList } from '../schemas/envelope';
import { HomeContent, HomeCreate, HomeUpdate } from '../schemas/home';
import type { HomeImages } from '../schemas/home';

const HomeList = apiSuccess(z.array(HomeContent));
const UpdatedHome = apiSuccess(nonEmptyList(HomeContent));

/** All home records; the landing page uses the first (spec: data[0]). */
export async function getHome() {
  return (await post('/api/teacherHomePage/getall', undefined, HomeList)).data;
}

/** Creates the one home record (only when none exists yet). */
export async function createHome(fields: HomeCreate, images: HomeImages = {}) {
  const body = toFormData(parseInput(HomeCreate, fields), images);
  return (await post('/api/teacherHomePage/create', body, apiSuccess(HomeContent))).data;
}

/** Updates the home record; images are sent only when a new file was chosen. */
export async function updateHome(fields: HomeUpdate, images: HomeImages = {}) {
  const body = toFormData(parseInput(HomeUpdate, fields), images);
  const answer = await post('/api/teacherHomePage/update', body, UpdatedHome);
  return { msg: answer.msg, home: answer.data[0] };
}
