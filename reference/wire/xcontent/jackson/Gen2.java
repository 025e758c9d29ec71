import com.fasterxml.jackson.core.*;
import com.fasterxml.jackson.dataformat.smile.*;
import com.fasterxml.jackson.dataformat.cbor.*;
import java.io.*;
import java.nio.charset.StandardCharsets;
/** Reads one JSON text per line; prints cbor hex TAB smile hex per line (ES's factory settings). */
public class Gen2 {
  static String conv(JsonFactory out, String json) throws Exception {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (JsonParser p = new JsonFactory().createParser(json); JsonGenerator g = out.createGenerator(bos)) { p.nextToken(); g.copyCurrentStructure(p); }
    StringBuilder sb = new StringBuilder();
    for (byte b : bos.toByteArray()) sb.append(String.format("%02x", b & 0xff));
    return sb.toString();
  }
  public static void main(String[] a) throws Exception {
    SmileFactory sf = new SmileFactory(); sf.configure(SmileGenerator.Feature.ENCODE_BINARY_AS_7BIT, false);
    CBORFactory cf = new CBORFactory();
    BufferedReader r = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintStream o = new PrintStream(System.out, true, "UTF-8");
    for (String line; (line = r.readLine()) != null;) o.println(conv(cf, line) + "\t" + conv(sf, line));
  }
}
