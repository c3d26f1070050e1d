export { Button, type ButtonProps } from './Button';
export { Card, type CardProps } from './Card';
export { CountBadge } from './CountBadge';
export { MaskedField, type MaskedFieldProps, type MaskKind } from './MaskedField';
export { Modal, type ModalProps } from './Modal';
export { RiskWarning } from './RiskWarning';
export { Skeleton } from './Skeleton';
export { Spinner } from './Spinner';
export { TextField, type TextFieldProps } from './TextField';
