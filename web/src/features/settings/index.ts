// The settings feature's public surface: the app imports from here only.
export { useMe, type Me } from './api/get-me'
