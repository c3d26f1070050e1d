import type { ComponentPropsWithoutRef, ComponentType, HTMLAttributes } from 'react';
import styles from './Card.module.css';

type CardTag = 'div' | 'section' | 'form' | 'p' | 'ol';

export type CardProps<T extends CardTag> = { as?: T } & ComponentPropsWithoutRef<T>;

/**
 * A raised panel of a page: the payments, verification and responsible-gaming screens are built of
 * these. `as` picks the element (a form, a section with its heading, a list of steps); a className
 * adds the screen's own layout.
 */
export function Card<T extends CardTag = 'div'>({ as, className, ...rest }: CardProps<T>) {
  // the props were checked against `as` by CardProps; JSX cannot follow a tag chosen at run time
  const Tag = (as ?? 'div') as unknown as ComponentType<HTMLAttributes<HTMLElement>>;
  const props = rest as HTMLAttributes<HTMLElement>;
  return <Tag className={className ? `${styles.card} ${className}` : styles.card} {...props} />;
}
