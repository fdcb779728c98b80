import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { toFormData } from '../formData';
import { BusinessSection, BusinessUpdate } from '../schemas/business';
import { CourseSection, CourseUpdate } from '../schemas/course';
import { apiSuccess, nonEmptyList } from '../schemas/envelope';
import { LaunchSection, LaunchUpdate } from '../schemas/launch';

const CourseList = apiSuccess(z.array(CourseSection));
const UpdatedCourse = apiSuccess(nonEmptyList(CourseSection));
const LaunchList = apiSuccess(z.array(LaunchSection));
const UpdatedLaunch = apiSuccess(nonEmptyList(LaunchSection));
const BusinessList = apiSuccess(z.array(BusinessSection));
const UpdatedBusiness = apiSuccess(nonEmptyList(BusinessSection));

export async function getCourse() {
  return (await post('/api/courseSectionContent/getall', undefined, CourseList)).data;
}

/** Updates the course record; the answer's data[0] is the stored record (spec). */
export async function updateCourse(fields: CourseUpdate, courseImage?: Blob | null) {
  const body = toFormData(parseInput(CourseUpdate, fields), { courseImage });
  const answer = await post('/api/courseSectionContent/update', body, UpdatedCourse);
  return { msg: answer.msg, course: answer.data[0] };
}

export async function getLaunch() {
  return (await post('/api/launchSectionContent/getall', undefined, LaunchList)).data;
}

export async function updateLaunch(fields: LaunchUpdate, launchImage?: Blob | null) {
  const body = toFormData(parseInput(LaunchUpdate, fields), { launchImage });
  const answer = await post('/api/launchSectionContent/update', body, UpdatedLaunch);
  return { msg: answer.msg, launch: answer.data[0] };
}

export async function getBusiness() {
  return (await post('/api/businessSectionContent/getall', undefined, BusinessList)).data;
}

/** Counters go as multipart text, as the spec sends them; the server coerces and checks >= 0. */
export async function updateBusiness(fields: BusinessUpdate) {
  const body = toFormData(parseInput(BusinessUpdate, fields));
  const answer = await post('/api/businessSectionContent/update', body, UpdatedBusiness);
  return { msg: answer.msg, business: answer.data[0] };
}
