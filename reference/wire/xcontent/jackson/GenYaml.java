import com.fasterxml.jackson.core.*;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.emitter.Emitter;
import org.yaml.snakeyaml.events.*;
import java.io.*;
import java.util.*;

/** Emits, for each JSON text on stdin (one per line), the YAML Jackson 2.15's YAMLGenerator writes for it
 *  with ES's YamlXContent settings, by sending SnakeYAML's emitter the events YAMLGenerator sends. */
public class GenYaml {
  static final Set<String> RESERVED = new HashSet<>(Arrays.asList("false","False","FALSE","n","N","no","No","NO","null","Null","NULL","on","On","ON","off","Off","OFF","true","True","TRUE","y","Y","yes","Yes","YES"));
  static boolean needToQuoteName(String name) {
    if (name.isEmpty()) return true;
    char c = name.charAt(0);
    if (RESERVED.contains(name) || c == '~') return true;
    if ((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.') return true;
    for (int i = 0; i < name.length(); i++) if (name.charAt(i) < 0x20) return true;
    return false;
  }
  static final ImplicitTuple NO_TAGS = new ImplicitTuple(true, true);
  static ScalarEvent scalar(String v, DumperOptions.ScalarStyle s) { return new ScalarEvent(null, null, NO_TAGS, v, null, null, s); }
  static boolean plainNames;
  public static void main(String[] a) throws Exception {
    plainNames = a.length > 0 && a[0].equals("plain-names");
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
    JsonFactory jf = new JsonFactory();
    PrintStream out = new PrintStream(System.out, true, "UTF-8");
    String line;
    while ((line = in.readLine()) != null) {
      DumperOptions opt = new DumperOptions();
      opt.setCanonical(false);
      opt.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
      opt.setSplitLines(true);
      StringWriter w = new StringWriter();
      Emitter e = new Emitter(w, opt);
      e.emit(new StreamStartEvent(null, null));
      e.emit(new DocumentStartEvent(null, null, true, null, Collections.emptyMap()));
      JsonParser p = jf.createParser(line);
      JsonToken t;
      while ((t = p.nextToken()) != null) {
        switch (t) {
          case START_OBJECT: e.emit(new MappingStartEvent(null, null, true, null, null, DumperOptions.FlowStyle.BLOCK)); break;
          case END_OBJECT: e.emit(new MappingEndEvent(null, null)); break;
          case START_ARRAY: e.emit(new SequenceStartEvent(null, null, true, null, null, DumperOptions.FlowStyle.BLOCK)); break;
          case END_ARRAY: e.emit(new SequenceEndEvent(null, null)); break;
          case FIELD_NAME: { String n = p.getCurrentName(); e.emit(scalar(n, !plainNames && needToQuoteName(n) ? DumperOptions.ScalarStyle.DOUBLE_QUOTED : DumperOptions.ScalarStyle.PLAIN)); break; }
          case VALUE_STRING: e.emit(scalar(p.getText(), DumperOptions.ScalarStyle.DOUBLE_QUOTED)); break;
          case VALUE_NUMBER_INT: e.emit(scalar(p.getText(), DumperOptions.ScalarStyle.PLAIN)); break;
          case VALUE_NUMBER_FLOAT: e.emit(scalar(p.getText(), DumperOptions.ScalarStyle.PLAIN)); break;
          case VALUE_TRUE: e.emit(scalar("true", DumperOptions.ScalarStyle.PLAIN)); break;
          case VALUE_FALSE: e.emit(scalar("false", DumperOptions.ScalarStyle.PLAIN)); break;
          case VALUE_NULL: e.emit(scalar("null", DumperOptions.ScalarStyle.PLAIN)); break;
          default: throw new IllegalStateException(t.toString());
        }
      }
      e.emit(new DocumentEndEvent(null, null, false));
      e.emit(new StreamEndEvent(null, null));
      StringBuilder sb = new StringBuilder("\"");
      for (char c : w.toString().toCharArray()) {
        if (c == '"' || c == '\\') sb.append('\\').append(c);
        else if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
        else sb.append(c);
      }
      out.println(sb.append('"'));
    }
  }
}
