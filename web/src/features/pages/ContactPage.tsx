import { Card, CardContent, Grid, Link, Typography } from '@mui/material';
import MailOutline from '@mui/icons-material/MailOutline';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import { InfoPage, H2, P } from './InfoPage';

const CHANNELS = [
  { icon: <MailOutline />, title: 'Email', body: <Link href="mailto:support@rentwheels.pk">support@rentwheels.pk</Link>, note: 'We answer within one working day.' },
  { icon: <Phone />, title: 'Phone', body: <Link href="tel:+924211122233">+92 42 111 222 333</Link>, note: 'Monday to Saturday, 9:00 to 21:00 PKT.' },
  { icon: <Place />, title: 'Office', body: <span>3rd Floor, Arfa Software Technology Park, Ferozepur Road, Lahore 54000</span>, note: 'Visits by appointment.' },
];

export function ContactPage() {
  return (
    <InfoPage title="Contact Us" intro="Questions about a booking, a payment or listing your cars? We are here to help.">
      <Grid container spacing={2}>
        {CHANNELS.map((c) => (
          <Grid key={c.title} size={{ xs: 12, sm: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography color="primary" component="div">{c.icon}</Typography>
                <Typography variant="h6" component="h2" sx={{ mt: '0 !important' }}>{c.title}</Typography>
                <Typography sx={{ mt: 1, wordBreak: 'break-word' }}>{c.body}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{c.note}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <H2>About a booking</H2>
      <P>
        For pick-up times, the car's condition or extras, the vendor is the fastest to help: their phone number is on the service
        page once you are logged in. Quote your booking number (shown as "Booking #" on your booking) when you contact us.
      </P>
      <H2>Emergencies on the road</H2>
      <P>Call the vendor first. For accidents, call Rescue 1122 or the Motorway Police at 130.</P>
    </InfoPage>
  );
}
