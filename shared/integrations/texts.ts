/** Not in the spec: refusals of the integration routes (tokens for framed external systems). */
export const INTEGRATION_MESSAGES = {
  ssoOwnAccountOnly: 'Single sign-on is available only for your own account.',
  alpOwnOrParticipant:
    'You can open only your own action-learning project, or, as dashboard staff, that of a participant of a cohort you see.',
  alpSecondInvalid: 'The last part of the address must be true, false or a number.',
  userIdInvalid: 'The user id must be a positive whole number.',
  tokenCmsRequired: 'The CMS token (token_cms) is required.',
  tokenCmsNotYours: 'The CMS token does not belong to the signed-in account.',
  cohortIdInvalid: 'cohort_id must be a positive whole number.',
  toolIdInvalid: 'tool_id must be a positive whole number.',
  contextAnalysisToolOnly: 'Only the Context Analysis Tool (tool 27) issues tokens here.',
  contextAnalysisCourse: 'The Context Analysis Tool is available only for courses 39, 250 and 84.',
  contextAnalysisStart: 'The Context Analysis Tool is available only for cohorts whose first session is after 2021-09-15.',
  contextAnalysisNotInCohort: 'You can open the Context Analysis Tool only for a cohort you belong to.',
  usernameRequired: 'A username is required.',
  videoAnnotationsRole: 'Video Annotation is not available for your roles.',
} as const;
