/**
 * The Blanks tab (spec 03 §2.6, §5, §7; senior admin only): the courses with their certificate
 * templates, and the png upload. A template is checked by its content, never its name or type
 * ('{file} is not a png file'), and becomes a new version: the course points to it, the previous
 * one and its files stay for the certificates issued on it. `courseId` alone removes the course's
 * template (the pointer; its versions stay); a form with a file under any other name than
 * `image_certificate` is refused and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CERTIFICATE_LIMITS, CERTIFICATE_TEXT as T, TEMPLATE_FIELDS } from '../../shared/certificates/texts.ts';
import type { CourseTemplateRow } from '../../shared/certificates/types.ts';
import type { Course } from '../../shared/api/records.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { formOf, MultipartError, type FormData } from '../core/multipart.ts';
import {
  clearTemplate,
  currentTemplate,
  currentTemplates,
  setTemplate,
  templateKeys,
  type TemplatePointer,
  type TemplateVersion,
} from '../data/certificates/certificates.ts';
import { personNames } from '../data/users/person-names.ts';
import { listReference } from '../data/reference/reference.ts';
import { deleteObject, writeObject } from '../data/table/storage.ts';
import { isPng, PDF_CONTENT_TYPE, PNG_CONTENT_TYPE, templatePdf } from '../files/certificate-pdf.ts';
import { errorFields, logger } from '../services/logger.ts';
import { compareText } from '../core/list-pages.ts';
import { imageSize, withinImageLimits } from '../files/image-size.ts';
import { imageTooManyPixels } from '../../shared/image-limits.ts';

/** The group's body limit (handler.ts): the png and the form's framing. */
export const TEMPLATE_BODY_LIMIT = { maxBytes: CERTIFICATE_LIMITS.maxTemplateBytes + 16 * 1024, message: T.templateTooLarge } as const;

const row = (course: Course, template: TemplatePointer | undefined): CourseTemplateRow => ({
  id: course.id,
  name: course.name,
  abreviation: course.abbreviation,
  template: template
    ? {
        id: template.template_id,
        file_name: template.file_name,
        uploaded_at: template.uploaded_at,
        uploaded_by: template.uploaded_by,
        uploaded_by_name: template.uploaded_by_name,
      }
    : null,
  uploaded_at: template?.uploaded_at ?? null,
});

/** GET /api/get_courses_list?search&page&per_page: courses by name, the search matching id, name or abbreviation. */
export const listCourses: RouteImplementation<'GET /api/get_courses_list'> = async ({ query }) => {
  const [courses, templates] = await Promise.all([listReference('COURSE'), currentTemplates()]);
  const search = query.search.toLowerCase();
  const matching = courses
    .filter(
      (c) => !search || String(c.id) === search || c.name.toLowerCase().includes(search) || c.abbreviation.toLowerCase().includes(search),
    )
    .sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
  const start = (query.page - 1) * query.per_page;
  return {
    courses: matching.slice(start, start + query.per_page).map((c) => row(c, templates.get(c.id))),
    total: matching.length,
    page: query.page,
    per_page: query.per_page,
  };
};

async function readForm(event: APIGatewayProxyEventV2): Promise<FormData> {
  try {
    return await formOf(event, { fileBytes: CERTIFICATE_LIMITS.maxTemplateBytes, fieldBytes: 1024 });
  } catch (error) {
    if (error instanceof MultipartError) throw httpError(422, T.badForm);
    throw error;
  }
}

/** The name a template is shown under: its last path segment, without control characters. */
function shownName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-150);
  return base || 'template.png';
}

/** POST /api/update_certificate_image (multipart: image_certificate, courseId). */
export const updateCertificateImage: RouteImplementation<'POST /api/update_certificate_image'> = async ({ event, auth }) => {
  const form = await readForm(event);
  const courseText = form.fields.get(TEMPLATE_FIELDS.course)?.[0]?.trim() ?? '';
  if (!courseText) throw httpError(422, T.courseRequired);
  const course = /^\d{1,9}$/.test(courseText) ? (await listReference('COURSE')).find((c) => c.id === Number(courseText)) : undefined;
  if (!course) throw httpError(422, T.unknownCourse);
  const file = form.files.get(TEMPLATE_FIELDS.image);
  // A file under another name is no removal: only the course id alone removes (issue 30).
  if (!file && form.files.size > 0) throw httpError(422, T.templateFieldMissing(TEMPLATE_FIELDS.image));
  const seen = await currentTemplate(course.id);

  // The same call with courseId alone removes the template (spec 03 §7).
  if (!file || (file.data.length === 0 && !file.filename)) {
    if (!seen) throw httpError(422, T.noTemplateToRemove);
    if (!(await clearTemplate(seen))) throw httpError(409, T.templateChanged);
    return { message: T.templateRemoved, course: row(course, undefined) };
  }

  const name = shownName(file.filename);
  if (file.truncated || file.data.length > CERTIFICATE_LIMITS.maxTemplateBytes) throw httpError(413, T.templateTooLarge);
  if (!isPng(file.data)) throw httpError(422, T.notPng(name));
  const size = imageSize(file.data);
  if (!size) throw httpError(422, T.notPng(name));
  if (!withinImageLimits(size)) throw httpError(422, imageTooManyPixels(size.width, size.height));
  let page: Uint8Array;
  try {
    page = await templatePdf(file.data);
  } catch (error) {
    logger.info('template png not readable', { course: course.id, ...errorFields(error) });
    throw httpError(422, T.notPng(name));
  }

  const templateId = randomUUID();
  const keys = templateKeys(course.id, templateId);
  const names = await personNames([auth.userId]);
  const version: TemplateVersion = {
    template_id: templateId,
    course_id: course.id,
    file_name: name,
    png_key: keys.png,
    pdf_key: keys.pdf,
    uploaded_at: new Date().toISOString(),
    uploaded_by: auth.userId,
    uploaded_by_name: names.get(auth.userId) ?? auth.username,
  };
  await Promise.all([writeObject(keys.png, file.data, PNG_CONTENT_TYPE), writeObject(keys.pdf, page, PDF_CONTENT_TYPE)]);
  const pointer = await setTemplate(version, seen);
  if (!pointer) {
    // Nobody refers to these files: the course points to the other upload.
    await Promise.all([removeQuietly(keys.png), removeQuietly(keys.pdf)]);
    throw httpError(409, T.templateChanged);
  }
  return { message: T.templateUploaded, course: row(course, pointer) };
};

async function removeQuietly(key: string): Promise<void> {
  try {
    await deleteObject(key);
  } catch (error) {
    logger.warn('template file not removed', { key, ...errorFields(error) });
  }
}
