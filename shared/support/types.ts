/** Answers of the support group (spec 03 §3 "Support tab", "Support topic"). */
import type { SupportAccess, SupportFileKind } from './texts.ts';

/** A topic: its name, tab, order, and its files with addresses the browser plays and opens. */
export interface SupportTopic {
  id: number;
  name: string;
  support_session_id: number;
  sequence: number;
  is_active: boolean;
  /** The file's name as it was chosen; null for none. */
  pdf: string | null;
  video: string | null;
  /** Short-lived presigned GET addresses of the files (the spec's s3_uri plus file): null for none. */
  pdf_url: string | null;
  video_url: string | null;
  /** The last editor. */
  first_name: string;
  last_name: string;
  updated_at: string;
}

/** A tab with its topics in order. */
export interface SupportTab {
  id: number;
  name: string;
  has_access: SupportAccess;
  sequence: number;
  is_active: boolean;
  first_name: string;
  last_name: string;
  updated_at: string;
  topics: SupportTopic[];
}

/**
 * The page: the tabs the caller may see, in order, each with its topics. An administrator gets
 * inactive tabs and topics too (with their switches); everyone else only active ones.
 */
export interface SupportPageAnswer {
  data: SupportTab[];
  can_edit: boolean;
}

/** A save: what was done, and the id of the tab or topic. */
export interface SupportSavedAnswer {
  message: string;
  id: number;
}

/**
 * Where the browser uploads one file: a presigned POST (`url` and the form `fields` to send before
 * the file) whose policy holds the key, the content type and the size range; `key` is what the
 * topic's save then names.
 */
export interface SupportUploadAnswer {
  kind: SupportFileKind;
  url: string;
  fields: Record<string, string>;
  key: string;
  content_type: string;
  max_bytes: number;
  expires_at: string;
}
