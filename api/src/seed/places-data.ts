/**
 * Real streets of the capital area and Akureyri with approximate coordinates, for the demo market.
 * Every street and area has its declension in domain's STREET_DECLENSIONS / PLACE_DECLENSIONS.
 */
export type DemoStreet = {
  street: string;
  postalCode: string;
  lat: number;
  lng: number;
  area: string;
};

export const DEMO_STREETS: readonly DemoStreet[] = [
  { street: 'Grettisgata', postalCode: '101', lat: 64.1437, lng: -21.9203, area: 'Miðbær' },
  { street: 'Njálsgata', postalCode: '101', lat: 64.1432, lng: -21.9215, area: 'Miðbær' },
  {
    street: 'Bergþórugata',
    postalCode: '101',
    lat: 64.1423,
    lng: -21.9208,
    area: 'Skólavörðuholt',
  },
  { street: 'Þórsgata', postalCode: '101', lat: 64.1429, lng: -21.9262, area: 'Skólavörðuholt' },
  { street: 'Laugavegur', postalCode: '101', lat: 64.1447, lng: -21.9251, area: 'Miðbær' },
  { street: 'Bárugata', postalCode: '101', lat: 64.1468, lng: -21.9498, area: 'Vesturbær' },
  { street: 'Öldugata', postalCode: '101', lat: 64.1471, lng: -21.9478, area: 'Vesturbær' },
  { street: 'Hverfisgata', postalCode: '101', lat: 64.1458, lng: -21.9262, area: 'Miðbær' },
  { street: 'Hofsvallagata', postalCode: '107', lat: 64.1452, lng: -21.9585, area: 'Vesturbær' },
  { street: 'Hringbraut', postalCode: '107', lat: 64.1419, lng: -21.9582, area: 'Vesturbær' },
  { street: 'Kaplaskjólsvegur', postalCode: '107', lat: 64.1436, lng: -21.9672, area: 'Vesturbær' },
  { street: 'Dunhagi', postalCode: '107', lat: 64.1393, lng: -21.9577, area: 'Melar' },
  { street: 'Miklabraut', postalCode: '105', lat: 64.1348, lng: -21.9091, area: 'Hlíðar' },
  { street: 'Barmahlíð', postalCode: '105', lat: 64.1352, lng: -21.9175, area: 'Hlíðar' },
  { street: 'Skaftahlíð', postalCode: '105', lat: 64.1325, lng: -21.9093, area: 'Hlíðar' },
  { street: 'Rauðarárstígur', postalCode: '105', lat: 64.1413, lng: -21.9114, area: 'Norðurmýri' },
  {
    street: 'Laugarnesvegur',
    postalCode: '105',
    lat: 64.1478,
    lng: -21.8861,
    area: 'Laugarneshverfi',
  },
  { street: 'Fellsmúli', postalCode: '108', lat: 64.1338, lng: -21.8724, area: 'Múlar' },
  {
    street: 'Háaleitisbraut',
    postalCode: '108',
    lat: 64.1286,
    lng: -21.8782,
    area: 'Háaleitishverfi',
  },
  { street: 'Sogavegur', postalCode: '108', lat: 64.1256, lng: -21.8521, area: 'Smáíbúðahverfi' },
  { street: 'Langholtsvegur', postalCode: '104', lat: 64.1377, lng: -21.8536, area: 'Vogar' },
  { street: 'Arahólar', postalCode: '111', lat: 64.1043, lng: -21.8276, area: 'Breiðholt' },
  { street: 'Írabakki', postalCode: '109', lat: 64.1081, lng: -21.8501, area: 'Breiðholt' },
  { street: 'Hraunbær', postalCode: '110', lat: 64.1187, lng: -21.7933, area: 'Árbær' },
  { street: 'Langirimi', postalCode: '112', lat: 64.1388, lng: -21.7878, area: 'Grafarvogur' },
  { street: 'Gvendargeisli', postalCode: '113', lat: 64.1161, lng: -21.7446, area: 'Grafarholt' },
  { street: 'Eiðistorg', postalCode: '170', lat: 64.1517, lng: -21.9853, area: 'Seltjarnarnes' },
  { street: 'Hamraborg', postalCode: '200', lat: 64.1122, lng: -21.9048, area: 'Kópavogur' },
  { street: 'Vallakór', postalCode: '203', lat: 64.0871, lng: -21.8526, area: 'Kórar' },
  { street: 'Bæjarlind', postalCode: '201', lat: 64.1019, lng: -21.8818, area: 'Smárinn' },
  { street: 'Garðatorg', postalCode: '210', lat: 64.0883, lng: -21.9244, area: 'Garðabær' },
  { street: 'Strandgata', postalCode: '220', lat: 64.0672, lng: -21.9551, area: 'Hafnarfjörður' },
  { street: 'Álfaskeið', postalCode: '220', lat: 64.0701, lng: -21.9448, area: 'Hafnarfjörður' },
  { street: 'Þverholt', postalCode: '270', lat: 64.1671, lng: -21.6976, area: 'Mosfellsbær' },
  { street: 'Þingvallastræti', postalCode: '600', lat: 65.6791, lng: -18.1037, area: 'Akureyri' },
  { street: 'Hafnarstræti', postalCode: '600', lat: 65.6826, lng: -18.0906, area: 'Akureyri' },
  { street: 'Brekkugata', postalCode: '600', lat: 65.6843, lng: -18.0937, area: 'Akureyri' },
  { street: 'Skarðshlíð', postalCode: '603', lat: 65.6999, lng: -18.1146, area: 'Glerárhverfi' },
  { street: 'Borgartún', postalCode: '105', lat: 64.1454, lng: -21.9005, area: 'Túnin' },
  { street: 'Suðurlandsbraut', postalCode: '108', lat: 64.1372, lng: -21.8849, area: 'Múlar' },
];
