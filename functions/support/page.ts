/**
 * The support page's list (not in the spec: the page must read its tabs somehow). Every signed-in
 * person gets the tabs their access level lets them see (shared/support/texts.ts seesSupportTab), each
 * with its topics in order and signed addresses of their files. An administrator also gets the
 * inactive ones, to switch them back on. DynamoDB: the session, one Query of the support
 * partition and, for a person whose roles do not decide a level-2 tab, their profile (read beside
 * the Query): three round trips at most.
 */
import type { SupportPageAnswer, SupportTab, SupportTopic } from '../../shared/support/types.ts';
import { allows } from '../../shared/auth/capabilities.ts';
import { needsJobFunction, seesSupportTab, supportContentType } from '../../shared/support/texts.ts';
import type { RouteImplementation } from '../core/http.ts';
import { loadSupportPage, type SupportTabRecord, type SupportTopicRecord } from '../data/content/support.ts';
import { mediaUrl } from '../data/content/support-media.ts';
import { getUser } from '../data/users/users.ts';

async function fileUrl(key: string | null, name: string | null, kind: 'pdf' | 'video'): Promise<string | null> {
  if (!key) return null;
  const fileName = name ?? key.slice(key.lastIndexOf('/') + 1);
  return mediaUrl(key, fileName, supportContentType(kind, key) ?? 'application/octet-stream');
}

export async function topicAnswer(topic: SupportTopicRecord): Promise<SupportTopic> {
  const [pdfUrl, videoUrl] = await Promise.all([
    fileUrl(topic.pdf_key, topic.pdf_name, 'pdf'),
    fileUrl(topic.video_key, topic.video_name, 'video'),
  ]);
  return {
    id: topic.id,
    name: topic.name,
    support_session_id: topic.tab_id,
    sequence: topic.sequence,
    is_active: topic.is_active,
    pdf: topic.pdf_key ? topic.pdf_name : null,
    video: topic.video_key ? topic.video_name : null,
    pdf_url: pdfUrl,
    video_url: videoUrl,
    first_name: topic.first_name,
    last_name: topic.last_name,
    updated_at: topic.updated_at,
  };
}

const tabAnswer = (tab: SupportTabRecord, topics: SupportTopic[]): SupportTab => ({
  id: tab.id,
  name: tab.name,
  has_access: tab.has_access,
  sequence: tab.sequence,
  is_active: tab.is_active,
  first_name: tab.first_name,
  last_name: tab.last_name,
  updated_at: tab.updated_at,
  topics,
});

export const supportPage: RouteImplementation<'GET /api/support/session'> = async ({ auth }) => {
  const canEdit = allows('support_edit', auth.roles);
  const [page, person] = await Promise.all([loadSupportPage(), needsJobFunction(auth.roles) ? getUser(auth.userId) : undefined]);
  const jobFunctions = person?.job_function ?? [];
  const tabs = page.tabs.filter((tab) => (canEdit || tab.is_active) && seesSupportTab(tab.has_access, auth.roles, jobFunctions));
  const data = await Promise.all(
    tabs.map(async (tab) =>
      tabAnswer(tab, await Promise.all(page.topics.filter((t) => t.tab_id === tab.id && (canEdit || t.is_active)).map(topicAnswer))),
    ),
  );
  const answer: SupportPageAnswer = { data, can_edit: canEdit };
  return answer;
};
