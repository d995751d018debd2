/** How to reach the Helpdesk, as the texts that send people there say it. */
export const HELPDESK = {
  email: 'helpdesk@portal.example.org',
  phone: '(202) 555-0143',
  hours: '8am to 6pm Eastern, Monday to Friday',
} as const;

/** The sentence many texts end with. */
export const CALL_HELPDESK = `Please contact the Helpdesk by e-mail at ${HELPDESK.email} or by phone at ${HELPDESK.phone}, ${HELPDESK.hours}.`;
