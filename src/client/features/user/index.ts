export { ProfileSettingsDialog } from './components/profile-settings-dialog';
