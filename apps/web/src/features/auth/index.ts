// The auth feature's public surface for other features and the app.
export { useAuth } from './store';
export { Avatar, UserMenu } from './components/UserMenu';
export { GuestLinks } from './components/GuestLinks';
export { useLogout } from './components/useLogout';
