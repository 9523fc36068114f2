/** A pilot's services as pills. */
export function ServiceChips({ labels, label }: { labels: string[]; label?: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {labels.map((service) => (
        <li
          key={service}
          className="rounded-full bg-brand-sky-soft px-3 py-1 text-sm font-medium text-brand-sky"
        >
          {service}
        </li>
      ))}
    </ul>
  );
}
