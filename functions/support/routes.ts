/** The built routes of the `support` group: the support page (spec 03 §2.11, §7) and its administration. */
import { SUPPORT_CONTRACTS } from '../../shared/support/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { supportPage } from './page.ts';
import { createSupportTab, supportTabSequence, supportTabState, updateSupportTab } from './tabs.ts';
import { createSupportTopic, supportTopicSequence, supportTopicState, updateSupportTopic } from './topics.ts';
import { supportUpload } from './uploads.ts';

export const implementations: GroupImplementations<'support'> = {
  'GET /api/support/session': supportPage,
  'POST /api/support/upload': supportUpload,
  'POST /api/support/session': createSupportTab,
  'POST /api/support/session/{id}': updateSupportTab,
  'POST /api/support/session/state': supportTabState,
  'POST /api/support/session/sequence': supportTabSequence,
  'POST /api/support/session/item': createSupportTopic,
  'POST /api/support/session/item/{id}': updateSupportTopic,
  'POST /api/support/session/item/state': supportTopicState,
  'POST /api/support/session/item/sequence': supportTopicSequence,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'support'> = SUPPORT_CONTRACTS;
