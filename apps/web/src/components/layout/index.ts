export { AppShell } from './app-shell';
export { Footer } from './footer';
export { FullScreenLoader } from './full-screen-loader';
export { Header } from './header';
