/**
 * The demo support page (spec 03 §2.11): one tab per access level, each with a few topics. The
 * topics carry no files (an administrator uploads the videos and PDFs from the page); the id
 * counters continue after them.
 */
import { KEY } from '../../functions/data/table.ts';
import { supportTabEntity, supportTopicEntity, type SupportEditor } from '../../functions/data/support.ts';
import type { SupportAccess } from '../../shared/support.ts';

const TABS: ReadonlyArray<{ name: string; access: SupportAccess; topics: string[] }> = [
  { name: 'Getting started', access: 1, topics: ['Signing in and your profile', 'Finding your course', 'Getting help'] },
  { name: 'Facilitating', access: 2, topics: ['Taking attendance', 'Printing the sign-in sheet'] },
  { name: 'Administration', access: 3, topics: ['Building a cohort', 'Importing users'] },
];

export function supportSeedItems(editor: SupportEditor): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  let topicId = 0;
  TABS.forEach((tab, index) => {
    const tabId = index + 1;
    items.push(
      supportTabEntity.item({
        id: tabId,
        name: tab.name,
        has_access: tab.access,
        sequence: tabId,
        is_active: true,
        deleted: false,
        ...editor,
      }),
    );
    tab.topics.forEach((name, position) => {
      topicId += 1;
      items.push(
        supportTopicEntity.item({
          id: topicId,
          tab_id: tabId,
          name,
          sequence: position + 1,
          is_active: true,
          deleted: false,
          pdf_key: null,
          pdf_name: null,
          video_key: null,
          video_name: null,
          ...editor,
        }),
      );
    });
  });
  items.push({ ...KEY.counter('support_tab'), value: TABS.length }, { ...KEY.counter('support_topic'), value: topicId });
  return items;
}
