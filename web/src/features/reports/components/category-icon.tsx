import {
  Accessibility,
  Bike,
  CarFront,
  CircleParking,
  Construction,
  Eye,
  FileWarning,
  Gauge,
  House,
  type LucideIcon,
  OctagonAlert,
  School,
  ShieldAlert,
  Signpost,
  TrafficCone,
} from 'lucide-react'

// Icons are decoration: the label beside them carries the meaning.
const icons: Record<string, LucideIcon> = {
  'bike-lane': Bike,
  'careless-driver': CarFront,
  'speed-traffic': Gauge,
  'crosswalk-signals': TrafficCone,
  'infrastructure-gaps': Accessibility,
  'visibility-hazards': Eye,
  'signage-signals': Signpost,
  'road-infrastructure': Construction,
  'illegal-parking': CircleParking,
  'bike-issues': School,
  'intersections-signals': OctagonAlert,
  'drop-off-zones': School,
  'enforcement-gaps': ShieldAlert,
  'renter-protection': House,
}

/** CategoryIcon is the decorative icon of a report category. */
export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const Icon = icons[category] ?? FileWarning
  return <Icon aria-hidden="true" className={className} />
}
