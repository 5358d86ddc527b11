// Inputs of the session routes: the shared contract the sign-in dialog codes against.
export { signInInput, signUpInput } from '@shared/api'
