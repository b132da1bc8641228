// Which icon goes with an amenity or a nearby-place type, by the names the spec uses
// ('Piscina', 'Metrô', 'Pontos de ônibus'…). Unknown names get a neutral check mark.
import {
  BankIcon,
  BikeIcon,
  BusIcon,
  FitnessIcon,
  GymIcon,
  HospitalIcon,
  InternetIcon,
  LockerIcon,
  MetroIcon,
  ParkingIcon,
  PetIcon,
  PoolIcon,
  SchoolIcon,
  ShoppingIcon,
  StoreIcon,
  UniversityIcon,
  WifiIcon,
} from './amenity-icons.tsx';
import { CheckIcon, type IconComponent, type IconProps } from './icons.tsx';

const AMENITY_ICONS: Record<string, IconComponent> = {
  Wifi: WifiIcon,
  Internet: InternetIcon,
  Piscina: PoolIcon,
  Locker: LockerIcon,
  Bicicletário: BikeIcon,
  Estacionamento: ParkingIcon,
  Academia: GymIcon,
};

const PLACE_ICONS: Record<string, IconComponent> = {
  Metrô: MetroIcon,
  Banco: BankIcon,
  Shopping: ShoppingIcon,
  Conveniência: StoreIcon,
  Universidade: UniversityIcon,
  Escola: SchoolIcon,
  Fitness: FitnessIcon,
  'Pet Shop': PetIcon,
  Hospital: HospitalIcon,
  'Pontos de ônibus': BusIcon,
};

export function AmenityIcon({ name, ...props }: IconProps & { name: string }) {
  const Icon = AMENITY_ICONS[name] ?? CheckIcon;
  return <Icon {...props} />;
}

export function PlaceTypeIcon({ type, ...props }: IconProps & { type: string }) {
  const Icon = PLACE_ICONS[type] ?? CheckIcon;
  return <Icon {...props} />;
}
