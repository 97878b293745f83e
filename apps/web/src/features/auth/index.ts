// The auth feature's public surface for other features and the app.
export { useAuth } from './store';
export { Avatar, GuestLinks, UserMenu } from './components/UserMenu';
export { useLogout } from './components/useLogout';
