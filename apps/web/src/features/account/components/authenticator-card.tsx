import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The heading of a card: an icon in a round badge beside the title and a line, or the title alone. */
function CardHeading({
  id,
  title,
  text,
  icon: Icon,
  iconClassName,
}: {
  id: string;
  title: string;
  text?: string | undefined;
  icon?: LucideIcon | undefined;
  iconClassName?: string | undefined;
}) {
  const heading = (
    <h2 id={id} className="text-lg font-bold">
      {title}
    </h2>
  );
  if (!Icon) return heading;
  return (
    <div className="flex items-center gap-3">
      <span className={cn('flex h-11 w-11 shrink-0 items-center justify-center rounded-full', iconClassName)}>
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <div>
        {heading}
        {text ? <p className="text-sm text-muted">{text}</p> : null}
      </div>
    </div>
  );
}

/** One card of the authenticator page, named by its heading. */
export function AuthenticatorCard({
  titleId,
  title,
  text,
  icon,
  iconClassName,
  children,
}: {
  titleId: string;
  title: string;
  text?: string;
  icon?: LucideIcon;
  /** The badge's colours. */
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-sm"
    >
      <CardHeading id={titleId} title={title} text={text} icon={icon} iconClassName={iconClassName} />
      {children}
    </section>
  );
}
