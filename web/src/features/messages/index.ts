export { PortalBanner } from './components/PortalBanner';
export { LogonPopupDialog } from './components/LogonPopupDialog';
export { ParticipantNotification } from './components/ParticipantNotification';
