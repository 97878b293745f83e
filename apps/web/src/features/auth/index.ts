// The auth feature's public surface for other features and the app.
export { useAuth } from './store';
export { Avatar } from './components/Avatar';
export { GuestLinks } from './components/GuestLinks';
export { useLogout } from './components/useLogout';
