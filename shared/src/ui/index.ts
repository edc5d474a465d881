export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './button.js';
export { Field, controlClass, type FieldProps } from './field.js';
export { TextInput, TextArea, type TextInputProps, type TextAreaProps } from './text-input.js';
export { Select, type SelectOption, type SelectProps } from './select.js';
export { Card, type CardProps } from './card.js';
export { Tabs, NavTabs, type TabItem, type TabsProps, type NavTabsProps } from './tabs.js';
export { PageHeading, useDocumentTitle, type PageHeadingProps } from './page-heading.js';
export { EmptyState, type EmptyStateProps } from './empty-state.js';
export { Spinner, type SpinnerProps } from './spinner.js';
export {
  useLoad,
  type Load,
  type LoadControls,
  type LoadFailure,
  type LoadOptions,
  type LoadResult,
  type LoadState,
} from './use-load.js';
export { formatSeconds, useCountdown } from './use-countdown.js';
export { useWhenOnline } from './use-when-online.js';
export { useLoadMore, type LoadMore, type LoadMoreOptions } from './use-load-more.js';
export { LoadMoreButton, type LoadMoreButtonProps } from './load-more-button.js';
export { LoadFailed, Loaded, type LoadFailedProps, type LoadedProps } from './load-states.js';
export { StateLgaPicker, type PickerSelectProps, type StateLgaPickerProps } from './state-lga-picker.js';
export { SPOKEN_LANGUAGES, useSpokenLanguageName } from './spoken-languages.js';
export { shrinkPhoto, UPLOAD_MAX_SIDE } from './shrink-photo.js';
