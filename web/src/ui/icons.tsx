import type { ComponentType, SVGProps } from 'react';
import Bed from 'lucide-react/icons/bed';
import Bell from 'lucide-react/icons/bell';
import Calendar from 'lucide-react/icons/calendar';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Expand from 'lucide-react/icons/expand';
import Eye from 'lucide-react/icons/eye';
import FileText from 'lucide-react/icons/file-text';
import Funnel from 'lucide-react/icons/funnel';
import Heart from 'lucide-react/icons/heart';
import House from 'lucide-react/icons/house';
import Info from 'lucide-react/icons/info';
import KeyRound from 'lucide-react/icons/key-round';
import List from 'lucide-react/icons/list';
import Map from 'lucide-react/icons/map';
import MapPin from 'lucide-react/icons/map-pin';
import Menu from 'lucide-react/icons/menu';
import MessageCircle from 'lucide-react/icons/message-circle';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Plus from 'lucide-react/icons/plus';
import Ruler from 'lucide-react/icons/ruler';
import Search from 'lucide-react/icons/search';
import Share2 from 'lucide-react/icons/share-2';
import Shield from 'lucide-react/icons/shield';
import Smartphone from 'lucide-react/icons/smartphone';
import Sun from 'lucide-react/icons/sun';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import User from 'lucide-react/icons/user';
import Wallet from 'lucide-react/icons/wallet';
import X from 'lucide-react/icons/x';

/*
 * The app's icons, from Lucide (a maintained set on a 24px grid with a 2px stroke). Each is
 * imported on its own, so a page's chunk carries only the icons it draws. They are decorative
 * (aria-hidden) unless given a label, and 20px unless told.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number };

function sized(Icon: ComponentType<IconProps>) {
  return function AppIcon({ size = 20, ...props }: IconProps) {
    return <Icon size={size} focusable="false" {...props} />;
  };
}

export const BedIcon = sized(Bed);
export const BellIcon = sized(Bell);
export const CalendarIcon = sized(Calendar);
export const ChevronLeftIcon = sized(ChevronLeft);
export const MessageIcon = sized(MessageCircle);
export const ChevronRightIcon = sized(ChevronRight);
export const CheckCircleIcon = sized(CircleCheck);
export const ErrorIcon = sized(CircleX);
export const ClipboardIcon = sized(ClipboardList);
export const ExpandIcon = sized(Expand);
export const EyeIcon = sized(Eye);
export const DocumentIcon = sized(FileText);
export const FilterIcon = sized(Funnel);
export const HeartIcon = sized(Heart);
export const HomeIcon = sized(House);
export const InfoIcon = sized(Info);
export const KeyIcon = sized(KeyRound);
export const ListIcon = sized(List);
export const MapIcon = sized(Map);
export const PinIcon = sized(MapPin);
export const MenuIcon = sized(Menu);
export const MonitorIcon = sized(Monitor);
export const MoonIcon = sized(Moon);
export const PlusIcon = sized(Plus);
export const RulerIcon = sized(Ruler);
export const SearchIcon = sized(Search);
export const ShareIcon = sized(Share2);
export const ShieldIcon = sized(Shield);
export const PhoneIcon = sized(Smartphone);
export const SunIcon = sized(Sun);
export const WarningIcon = sized(TriangleAlert);
export const UserIcon = sized(User);
export const WalletIcon = sized(Wallet);
export const CloseIcon = sized(X);
