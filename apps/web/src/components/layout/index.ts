export { Footer } from './footer';
export { FullScreenLoader } from './full-screen-loader';
