// `shared/forms`: form controls only the account pages use, kept out of `shared` so the home page
// does not download them. They build on the kit's Field, taken from the `shared` singleton.
export { PasswordInput, type PasswordInputProps } from './password-input.js';
export { OtpInput, type OtpInputProps } from './otp-input.js';
export { FormError, applyFieldErrors } from './form-error.js';
export {
  PhoneInput,
  nationalToSchemaPhone,
  storedToNationalPhone,
  type PhoneInputProps,
} from './phone-input.js';
