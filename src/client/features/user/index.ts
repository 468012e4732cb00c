export { DeleteAccountScreen } from './components/delete-account-screen';
export { ProfileSettingsDialog } from './components/profile-settings-dialog';
